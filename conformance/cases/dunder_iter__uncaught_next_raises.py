class Flaky:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise RuntimeError(f'source failed at item {self.n}')
        return self.n
for x in Flaky():
    print('item', x)
