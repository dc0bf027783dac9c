vals = [1, 2, 3, 4, 5]
out = [y for x in vals if (y := x * x) > 5]
print(out, y)
total = 0
running = [total := total + v for v in vals]
print(running, total)
print(any((w := v) > 3 for v in vals), w)
def f():
    [z := n for n in range(3)]
    return z
print(f())
