import functools
@functools.total_ordering
class Grade:
    order = 'FDCBA'
    def __init__(self, g): self.g = g
    def __eq__(self, o): return self.g == o.g
    def __lt__(self, o): return self.order.index(self.g) < self.order.index(o.g)
    def __repr__(self): return self.g
gs = [Grade(c) for c in 'BFADC']
print(sorted(gs), max(gs), min(gs))
print(Grade('A') > Grade('B'), Grade('A') >= Grade('A'), Grade('F') <= Grade('D'))
print(Grade('C') != Grade('C'))
