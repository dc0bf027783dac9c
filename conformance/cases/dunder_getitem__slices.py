class Seq:
    def __init__(self, data):
        self.data = list(data)
    def __getitem__(self, idx):
        if isinstance(idx, slice):
            print('slice', idx.start, idx.stop, idx.step)
            return Seq(self.data[idx])
        return self.data[idx]
    def __repr__(self):
        return f'Seq({self.data})'
s = Seq('abcdefg')
print(s[1:4])
print(s[::2])
print(s[-1], s[::-1])
print(s[1:5][1])
