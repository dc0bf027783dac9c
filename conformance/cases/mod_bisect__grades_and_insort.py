import bisect

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])
data = [1, 3, 3, 3, 5, 8]
print(bisect.bisect_left(data, 3), bisect.bisect_right(data, 3), bisect.bisect(data, 4))
bisect.insort(data, 4)
bisect.insort_left(data, 3)
print(data)
records = [(1, "a"), (5, "e"), (9, "i")]
keys = [r[0] for r in records]
print(records[bisect.bisect_left(keys, 5)])
print(bisect.bisect_left(records, 6, key=lambda r: r[0]))
bisect.insort(records, (7, "g"), key=lambda r: r[0])
print(records)
def index_of(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not in list")
print(index_of(data, 5))
try:
    index_of(data, 6)
except ValueError as e:
    print(e)
