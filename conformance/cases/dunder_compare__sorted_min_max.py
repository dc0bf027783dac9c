class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split('.'))
    def __lt__(self, other):
        return self.parts < other.parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __repr__(self):
        return 'V' + '.'.join(map(str, self.parts))
vs = [Version(s) for s in ['1.10.0', '1.2.3', '1.2.10', '0.9', '1.2.3']]
print(sorted(vs))
print(min(vs), max(vs))
print(sorted(vs, reverse=True))
print(Version('1.0') == Version('1.0'), Version('1.0') != Version('1.1'))
