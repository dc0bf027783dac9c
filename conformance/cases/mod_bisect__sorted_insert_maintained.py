import bisect
scores = []
for s in [50, 20, 80, 20, 65, 99, 1]:
    bisect.insort(scores, s)
    print(scores)
def count_in_range(a, lo, hi):
    return bisect.bisect_right(a, hi) - bisect.bisect_left(a, lo)
print(count_in_range(scores, 20, 65), count_in_range(scores, 100, 200))
