class K:
    def __init__(self):
        self.__v = 1
        setattr(self, '__w', 2)
    def read(self):
        return getattr(self, '__v', 'missing'), self.__dict__.get('__w')
k = K()
print(k.read())
print(sorted(vars(k)))
