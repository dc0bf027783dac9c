print(True or False and False)
print((True or False) and False)
print(not True or True, not (True or True))
print(1 or 0 and 0, (1 or 0) and 0)
print(not 1 == 2, not 1 in [2])
a, b, c = 0, 1, 2
print(a or b and c, a and b or c)
