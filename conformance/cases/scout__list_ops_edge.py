xs = [5, 3, 8, 1, 9, 2]
print(xs[::2], xs[::-1], xs[-2:], xs[1:-1:2], xs[10:], xs[:-10])
ys = xs.copy()
ys[1:3] = ["a", "b", "c"]
del ys[::2]
print(ys, xs.index(8), xs.count(3), len(xs))
xs.insert(0, 100)
xs.insert(-1, 50)
xs.extend(range(2))
xs.remove(100)
print(xs, xs.pop(), xs.pop(0), xs)
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix, list(zip(*matrix)), [row[::-1] for row in matrix], sum(matrix, []))
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
print([x for row in matrix for x in row if x % 2], [[x, y] for x in "ab" for y in (1, 2)])
a = [1, 2, 3]
b = a
b += [4]
print(a, a * 2, [0] * 0, a == [1, 2, 3, 4], a < [1, 3], [1, [2]] in [[1, [2]]])
print(sorted(["b10", "b9", "a1"], key=lambda s: (s[0], int(s[1:]))), list(enumerate("ab", 1)))
print(list(map(str, range(3))), list(filter(None, [0, 1, "", "x", None])), any([]), all([]))
first, *middle, last = range(6)
print(first, middle, last)
print([].index(1) if False else "skip", xs.index(12345))
