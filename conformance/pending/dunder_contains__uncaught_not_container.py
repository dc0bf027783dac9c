class Nope:
    pass
print('x' in ['x'])
print('x' in Nope())
