class C:
    n = 3
    vals = [i for i in range(n)]
    try:
        bad = [n * i for i in range(2)]
    except NameError as e:
        err = f'{type(e).__name__}: {e}'
print(C.vals)
print(C.err)
