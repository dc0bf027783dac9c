point = (1, 2)
print(point[0])
point[0] = 5
