class Tag:
    def __init__(self, name):
        self.name = name.lower()
    def __eq__(self, other):
        return isinstance(other, Tag) and self.name == other.name
    def __hash__(self):
        return hash(self.name)
    def __repr__(self):
        return f'#{self.name}'
a = {Tag('Py'), Tag('Rust'), Tag('py')}
b = {Tag('RUST'), Tag('Go')}
key = lambda t: t.name
print(sorted(a, key=key), sorted(a | b, key=key), sorted(a & b, key=key), sorted(a - b, key=key))
print(Tag('GO') in b, len(a ^ b))
counts = {}
for t in [Tag('x'), Tag('X'), Tag('y')]:
    counts[t] = counts.get(t, 0) + 1
print(counts)
