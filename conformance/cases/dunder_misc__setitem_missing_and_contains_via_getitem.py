class Sparse:
    def __init__(self):
        self.data = {}
    def __getitem__(self, k):
        return self.data.get(k, 0)
    def __setitem__(self, k, v):
        if v == 0:
            self.data.pop(k, None)
        else:
            self.data[k] = v
s = Sparse()
s[3] = 5
s[10] = 1
s[3] = 0
print(s[3], s[10], s.data)
s[7] += 4
s[7] *= 3
print(s[7], s.data)
