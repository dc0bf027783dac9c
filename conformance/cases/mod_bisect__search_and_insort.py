import bisect
a = [1, 3, 3, 3, 7, 9]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 4))
print(bisect.bisect_left(a, 0), bisect.bisect_left(a, 100))
bisect.insort(a, 5)
bisect.insort_left(a, 3)
print(a)
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
