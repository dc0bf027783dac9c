class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    def __getitem__(self, idx):
        if isinstance(idx, tuple):
            r, c = idx
            return self.rows[r][c]
        return self.rows[idx]

    def __setitem__(self, idx, value):
        r, c = idx
        self.rows[r][c] = value

    def __len__(self):
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __contains__(self, value):
        return any(value in row for row in self.rows)

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __repr__(self):
        return f"Matrix({self.rows})"

    def __bool__(self):
        return any(any(r) for r in self.rows)

m = Matrix([[1, 2], [3, 4]])
print(m[0], m[1, 0], len(m), 4 in m, 9 in m, list(m))
m[0, 0] = 5
print(m, m @ Matrix([[1, 0], [0, 1]]), m == Matrix([[5, 2], [3, 4]]), m != m)
print(bool(Matrix([[0, 0]])), bool(m), m.__hash__ is None)
print(sorted(m, key=sum, reverse=True), max(m), [x for row in m for x in row])
try:
    m["a"]
except TypeError as e:
    print("TypeError", e)
