from operator import itemgetter, attrgetter

records = [("alice", "eng", 90), ("bob", "ops", 85), ("carol", "eng", 85),
           ("dave", "ops", 90), ("erin", "eng", 70), ("frank", "hr", 85)]
by_score = sorted(records, key=itemgetter(2), reverse=True)
print([r[0] for r in by_score])
by_dept_then_score = sorted(sorted(records, key=itemgetter(2), reverse=True), key=itemgetter(1))
print([(r[1], r[0]) for r in by_dept_then_score])
print(sorted(records, key=lambda r: (r[1], -r[2], r[0]))[:3])
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=str.casefold, reverse=True))
print(sorted(words, key=len), sorted(words, key=lambda w: (len(w), w)))
class Emp:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def __repr__(self):
        return self.name
emps = [Emp("z", 30), Emp("y", 25), Emp("x", 30)]
print(sorted(emps, key=attrgetter("age")), sorted(emps, key=attrgetter("age", "name")))
data = [3, 1, 2]
data.sort(reverse=True)
print(data, sorted("hello"), sorted({3: "a", 1: "b"}), sorted((2, 1), reverse=True))
mixed = [1.5, 1, True, 0.5, False]
print(sorted(mixed))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print(e)
print(sorted([[2, 1], [1, 2], [1]]), max(words, key=len), min(records, key=itemgetter(2)))
nums = [5, -3, 2, -8, 0]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (n < 0, abs(n))))
