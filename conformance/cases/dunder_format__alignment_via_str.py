class Cell:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return format(str(self.v), spec)
rows = [(Cell('a'), Cell(1)), (Cell('long name'), Cell(22))]
for a, b in rows:
    print(f'|{a:<10}|{b:^5}|{b:>4}|')
print(f'{Cell(3.14159):>8}|{Cell("xyz"):*^9}|')
