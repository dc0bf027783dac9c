class Single:
    _inst = None
    def __new__(cls, *args):
        print('new', args)
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst
    def __init__(self, v):
        print('init', v)
        self.v = v
a = Single(1)
b = Single(2)
print(a is b, a.v)
