for n in [0, -1, 7, 10 ** 18, -(2 ** 64), 255]:
    s = str(n)
    print(s, int(s) == n, len(s), hex(n), int(hex(n), 16) == n)
print(str(0.1), float(str(0.1)) == 0.1, str(1e100), int(1e15), str(-0.0))
