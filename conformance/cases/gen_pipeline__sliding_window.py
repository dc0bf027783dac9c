from collections import deque
def window(it, n):
    d = deque(maxlen=n)
    for x in it:
        d.append(x)
        if len(d) == n:
            yield tuple(d)
print(list(window(range(6), 3)))
print([sum(w) / len(w) for w in window([2, 4, 6, 8, 10], 2)])
print(list(window('ab', 3)))
