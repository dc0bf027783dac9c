from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, d.pop(), d.popleft(), d)
d.rotate(1)
print(d)
d.rotate(-2)
print(d)
d.extendleft('ab')
print(d, len(d), d[0], d[-1])
bounded = deque(maxlen=3)
for i in range(6):
    bounded.append(i)
print(bounded, bounded.maxlen)
try:
    deque().pop()
except IndexError as e:
    print(type(e).__name__, e)
