class Nope:
    def __init__(self):
        self.items = ['x']
n = Nope()
print('x' in ['x'], 'x' in n.items)
print('x' in n)
