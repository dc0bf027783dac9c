def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
f50 = fact(50)
print(f50)
print(len(str(fact(90))))
print(f50 % (10 ** 9 + 7))
print(sum(int(c) for c in str(fact(60))))
print(fact(30) // fact(28))
