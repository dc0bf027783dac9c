a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
c = [0]
c *= 3
print(c)
t = (1,)
u = t
t += (2,)
print(t, u)
s = 'ab'
s += 'cd'
s *= 2
print(s)
