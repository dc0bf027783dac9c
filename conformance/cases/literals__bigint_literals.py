a = 2 ** 100
print(a)
print(-a, a + 1, a - a)
b = 99999999999999999999999999999999
print(b * b)
print(0xFFFFFFFFFFFFFFFFFFFFFFFF)
print(len(str(10 ** 50)), str(10 ** 50)[:5])
print(a // 3, a % 7, -a // 3)
