import bisect
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in (33, 99, 77, 70, 89, 90, 100, 60)])
xs = [1, 3, 3, 3, 7]
print(bisect.bisect_left(xs, 3), bisect.bisect_right(xs, 3), bisect.bisect_left(xs, 0), bisect.bisect(xs, 10))
bisect.insort(xs, 4); bisect.insort_left(xs, 3)
print(xs)
recs = [("a", 1), ("b", 5), ("c", 9)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect(recs, 6, key=lambda r: r[1]))
