class RangeError(ValueError):
    pass
def check(v, lo, hi):
    if not lo <= v <= hi:
        raise RangeError(v, lo, hi)
    return v
print(check(5, 0, 10))
check(50, 0, 10)
