a = 2 ** 200
b = 3 ** 120
print(a + b)
print(a * b)
print(a // b, a % b)
print(-a // b, -a % b)
print(a - b, b - a)
print((a * b) // a == b)
print(a >> 190, a << 10 >> 210, -a >> 199)
print(a & (b - 1), a | 1, a ^ b)
print((10 ** 40 + 1) % 97, abs(-a) == a)
