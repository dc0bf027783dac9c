print(list(range(0, 10, 3)))
range(0, 10, 0)
