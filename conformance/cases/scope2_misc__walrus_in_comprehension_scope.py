data = [3, 8, 1, 9, 4]
big = [y for x in data if (y := x * 2) > 6]
print(big, y)
def f():
    [last := n for n in range(4)]
    return last
print(f())
total = 0
running = [total := total + x for x in data]
print(running, total)
