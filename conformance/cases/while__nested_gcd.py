def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
pairs = [(48, 18), (17, 5), (100, 75), (0, 9), (2 ** 40, 6 ** 20)]
for a, b in pairs:
    print(a, b, gcd(a, b))
i = 0
out = []
while i < 3:
    j = 0
    while j < 3:
        out.append(i * j)
        j += 1
    i += 1
print(out)
