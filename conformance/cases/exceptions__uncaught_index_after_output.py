matrix = [[1, 2], [3, 4]]
for row in matrix:
    print(sum(row))
print(matrix[1][1])
print(matrix[2][0])
