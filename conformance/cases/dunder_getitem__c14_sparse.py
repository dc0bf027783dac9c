class Sparse:
    def __init__(self, n):
        self.n = n
        self.data = {}
    def _idx(self, i):
        if not isinstance(i, int):
            raise TypeError(f"indices must be integers, not {type(i).__name__}")
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("sparse index out of range")
        return i
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        return self.data.get(self._idx(i), 0)
    def __setitem__(self, i, v):
        i = self._idx(i)
        if v:
            self.data[i] = v
        else:
            self.data.pop(i, None)
    def __delitem__(self, i):
        del self.data[self._idx(i)]
    def __len__(self):
        return self.n
    def __contains__(self, v):
        return v in self.data.values() or (v == 0 and len(self.data) < self.n)
s = Sparse(8)
s[1] = 5; s[-1] = 7; s[3] = 0
print(s[1], s[7], s[2], s[::3], s[-3:], len(s), 7 in s, 4 in s, 0 in s)
print(list(s), sorted(s.data.items()))
for bad in [lambda: s[8], lambda: s["a"], lambda: s.__delitem__(2)]:
    try:
        bad()
    except (IndexError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
