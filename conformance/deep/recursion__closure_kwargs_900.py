def make():
    def go(n, *, acc=0, **extra):
        if n == 0:
            return acc, sorted(extra)
        return go(n - 1, acc=acc + n, seen=True)
    return go
print(make()(900))
