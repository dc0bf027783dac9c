class Flag:
    def __init__(self, v): self.v = v
    def __bool__(self):
        print('bool?', self.v)
        return self.v
f, t = Flag(False), Flag(True)
print(bool(f), bool(t))
print(f or 'fallback')
print(t and 'second')
print([x.v for x in [f, t] if x])
while Flag(False):
    print('never')
