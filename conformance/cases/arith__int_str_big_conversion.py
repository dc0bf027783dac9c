n = 3 ** 200
s = str(n)
print(len(s), s[:10], s[-10:])
print(int(s) == n, int('-' + s) == -n)
print(hex(n)[:12], len(bin(n)) - 2, n.bit_length())
print(n % 1000000007, pow(n, 3, 10 ** 9))
print(n // 10 ** 90, -n // 10 ** 90)
print(divmod(n, 10 ** 50)[1] == n % 10 ** 50)
