def add_item(item, bucket=[]):
    bucket.append(item)
    return bucket
print(add_item(1), add_item(2), add_item.__defaults__)
def add_fixed(item, bucket=None):
    bucket = [] if bucket is None else bucket
    bucket.append(item)
    return bucket
print(add_fixed(1), add_fixed(2))
class Team:
    members = []
    def __init__(self, name):
        self.name = name
    def join(self, who):
        self.members.append(who)
a, b = Team("a"), Team("b")
a.join("ann")
print(b.members, Team.members is a.members)
row = [[]] * 3
row[0].append("x")
print(row)
d = dict.fromkeys(["a", "b"], [])
d["a"].append(1)
print(d)
x = [1, 2, 3]
for i in x:
    if i == 2:
        x.remove(i)
print(x)
s = "immutable"
try:
    s[0] = "I"
except TypeError as e:
    print("TypeError:", e)
t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    print("TypeError:", e, t)
print(x[5])
