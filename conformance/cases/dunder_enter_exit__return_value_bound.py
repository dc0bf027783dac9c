class Resource:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print('acquire', self.name)
        return self.name.upper()
    def __exit__(self, *args):
        print('release', self.name)
        return False
with Resource('db') as r:
    print('using', r)
with Resource('a') as x, Resource('b') as y:
    print('both', x, y)
