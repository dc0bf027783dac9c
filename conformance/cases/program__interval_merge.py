def merge(intervals):
    out = []
    for start, end in sorted(intervals):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out
def total_covered(intervals):
    return sum(e - s for s, e in merge(intervals))
cases = [
    [(1, 3), (2, 6), (8, 10), (15, 18)],
    [(1, 4), (4, 5)],
    [(5, 7), (1, 2), (2, 3), (6, 9)],
    [],
    [(0, 100), (10, 20)],
]
for c in cases:
    m = merge(c)
    print(m, total_covered(c))
def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]
print(overlaps((1, 5), (4, 8)), overlaps((1, 5), (5, 8)))
