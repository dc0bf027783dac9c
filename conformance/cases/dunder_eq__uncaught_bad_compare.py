class Version:
    def __init__(self, s):
        self.parts = tuple(map(int, s.split('.')))
    def __lt__(self, other):
        return self.parts < other.parts
vs = [Version('1.2'), Version('1.10')]
print([v.parts for v in sorted(vs)])
print(Version('1.0') < '2.0')
