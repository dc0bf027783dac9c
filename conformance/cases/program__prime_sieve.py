def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    i = 2
    while i * i <= n:
        if is_p[i]:
            is_p[i * i::i] = [False] * len(range(i * i, n + 1, i))
        i += 1
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(200)
print(len(ps), ps[:10], ps[-3:])
twins = [(p, p + 2) for p in ps if p + 2 in set(ps)]
print(twins[:6])
def factorize(n):
    out = {}
    for p in ps:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        if n == 1:
            break
    if n > 1:
        out[n] = 1
    return out
for n in [360, 97, 1001, 2 ** 10 * 3, 999983]:
    print(n, ' * '.join(f'{p}^{e}' if e > 1 else str(p) for p, e in factorize(n).items()))
