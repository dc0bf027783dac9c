def to_base(n, base):
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    if n == 0:
        return '0'
    sign = '-' if n < 0 else ''
    n = abs(n)
    out = ''
    while n:
        n, r = divmod(n, base)
        out = digits[r] + out
    return sign + out
for n in [0, 5, 255, -255, 2 ** 64, 123456789]:
    print(n, to_base(n, 2)[:20], to_base(n, 16), to_base(n, 36), int(to_base(n, 36), 36) == n)
def digit_sum(n):
    s = 0
    while n:
        s += n % 10
        n //= 10
    return s
print(digit_sum(2 ** 100), digit_sum(0))
