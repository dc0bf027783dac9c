m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([[row[i] for row in m] for i in range(3)])
print([x for row in m for x in row])
print([[x * y for x in range(1, 4)] for y in range(1, 4)])
print(sum(m[i][i] for i in range(3)), [m[i][2 - i] for i in range(3)])
print({(i, j): m[i][j] for i in range(2) for j in range(2)})
