class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'P({self.x!r}, {self.y!r})'
pts = [P(1, 2), P('a', None)]
print(pts)
print({'origin': P(0, 0)})
print(repr(P(P(1, 2), [P(3, 4)])))
print(str(pts), '%s | %r' % (P(5, 6), P(7, 8)))
