for a in [-13, -1, 0, 1, 13]:
    for b in [-5, 5, 2.5]:
        q, r = a // b, a % b
        print(a, b, q, r, q * b + r == a)
