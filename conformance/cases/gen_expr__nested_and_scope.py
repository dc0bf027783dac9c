matrix = [[1, 2, 3], [4, 5, 6]]
print(list(x for row in matrix for x in row if x % 2 == 0))
print([list(c * r for c in range(3)) for r in range(3)])
x = 'outer'
g = (x for x in range(2))
print(list(g), x)
pairs = ((a, b) for a in 'ab' for b in range(2))
print(list(pairs))
