a = b = c = []
a.append(1)
print(a, b, c, a is c)
x = [1, 2]
y = x
x += [3]
print(x, y, x is y)
t = (1, 2)
u = t
t += (3,)
print(t, u, t is u)
s = "ab"
s *= 3
print(s)
d = {"k": [1]}
d["k"] += [2]
d.setdefault("n", 0)
d["n"] += 5
print(d)
class Counter:
    total = 0
c1 = Counter()
c1.total += 1
print(c1.total, Counter.total)
n = 10
n //= 3; n **= 3; n %= 7; n <<= 2; n |= 1; n ^= 3; n >>= 1; n -= 1
print(n)
m = [[0] * 3] * 2
m[0][0] = 1
print(m)
m2 = [[0] * 3 for _ in range(2)]
m2[0][0] = 1
print(m2)
i, lst = 0, [10, 20]
i, lst[i] = 1, 99
print(i, lst)
f = 1.5
f /= 2
f -= 0.25
print(f, type(f).__name__)
try:
    undefined_counter += 1
except NameError as e:
    print(e)
