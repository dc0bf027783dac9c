ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"{n} out of range")
    out = []
    for v, s in ROMAN:
        q, n = divmod(n, v)
        out.append(s * q)
    return "".join(out)
def from_roman(s: str) -> int:
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    assert from_roman(r) == n
    print(n, r)
def merge(intervals):
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
print(merge([(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (9, 9)]))
def free_slots(busy, day=(9, 17)):
    slots, cur = [], day[0]
    for s, e in merge(busy):
        if s > cur:
            slots.append((cur, s))
        cur = max(cur, e)
    if cur < day[1]:
        slots.append((cur, day[1]))
    return slots
print(free_slots([(10, 11), (9, 9.5), (13, 15), (14, 14.5)]))
def ranges(nums):
    nums = sorted(set(nums))
    out, start = [], None
    for a, b in zip(nums, nums[1:] + [None]):
        start = a if start is None else start
        if b != a + 1:
            out.append(f"{start}-{a}" if start != a else str(start))
            start = None
    return ",".join(out)
print(ranges([1, 2, 3, 5, 7, 8, 9, 10, 12]))
print(to_roman(0))
