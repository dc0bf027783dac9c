class Sparse:
    def __init__(self, rows, cols):
        self.shape = (rows, cols)
        self.data = {}

    def _check(self, key):
        if not (isinstance(key, tuple) and len(key) == 2):
            raise TypeError("index with m[row, col]")
        r, c = key
        if not (0 <= r < self.shape[0] and 0 <= c < self.shape[1]):
            raise IndexError(f"index {key} out of range for shape {self.shape}")
        return r, c

    def __getitem__(self, key):
        return self.data.get(self._check(key), 0)

    def __setitem__(self, key, value):
        key = self._check(key)
        if value:
            self.data[key] = value
        else:
            self.data.pop(key, None)

    def __delitem__(self, key):
        del self.data[self._check(key)]

    def __len__(self):
        return len(self.data)

    def row(self, r):
        return [self[r, c] for c in range(self.shape[1])]

m = Sparse(3, 4)
m[0, 1] = 5
m[2, 3] = 7
m[1, 1] = 0
print(len(m), m[0, 1], m[1, 2], [m.row(r) for r in range(3)])
m[0, 1] = 0
print(len(m), sorted(m.data))
for bad in [(3, 0), "x", (0, -1)]:
    try:
        m[bad]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    del m[1, 1]
except KeyError as e:
    print("KeyError", e)
