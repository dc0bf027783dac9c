class Base:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
class Doubled(Base):
    def __len__(self):
        return super().__len__() * 2
    def __getitem__(self, i):
        return super().__getitem__(i // 2)
d = Doubled()
d.items = ['a', 'b']
print(len(d), [d[i] for i in range(len(d))])
print(list(d))
