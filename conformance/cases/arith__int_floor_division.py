print(7 // 2, -7 // 2, 7 // -2, -7 // -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(0 // 5, 0 % 5, 5 // 1, 1 // 5)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5))
for a in range(-4, 5):
    print(a, a // 3, a % 3, a // -3, a % -3)
