def bsearch(a, t, lo=0, hi=None):
    if hi is None:
        hi = len(a)
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if a[mid] == t:
        return mid
    if a[mid] < t:
        return bsearch(a, t, mid + 1, hi)
    return bsearch(a, t, lo, mid)
a = list(range(0, 100, 3))
for t in [0, 33, 99, 50, -1]:
    print(t, bsearch(a, t))
