from operator import attrgetter, itemgetter
from functools import cmp_to_key
people = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cy", 31, "la"), ("dee", 25, "nyc"), ("eve", 40, "sf")]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=itemgetter(2, 0), reverse=True))
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
print(sorted(words, key=lambda w: (w.lower(), w)))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(words, key=cmp_to_key(cmp)))
nums = [3, -1, 4, -1, 5, -9, 2]
nums.sort(key=abs)
print(nums, sorted(nums, reverse=True), sorted("hello"), sorted({3: "a", 1: "b"}))
class V:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"V{self.n}"
print(sorted([V(3), V(1), V(2)], key=attrgetter("n")))
try:
    sorted([V(1), V(2)])
except TypeError as e:
    print(e)
