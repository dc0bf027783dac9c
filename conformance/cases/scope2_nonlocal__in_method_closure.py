class Builder:
    def build(self):
        parts = []
        size = 0
        def add(p):
            nonlocal size
            parts.append(p)
            size += len(p)
        for w in ['ab', 'cde', 'f']:
            add(w)
        return ''.join(parts), size
print(Builder().build())
