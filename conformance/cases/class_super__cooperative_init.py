class A:
    def __init__(self, **kw):
        print('A init', sorted(kw))
        super().__init__(**kw)
class B(A):
    def __init__(self, b=None, **kw):
        print('B init', b)
        self.b = b
        super().__init__(**kw)
class C(A):
    def __init__(self, c=None, **kw):
        print('C init', c)
        self.c = c
        super().__init__(**kw)
class D(B, C):
    def __init__(self, **kw):
        print('D init')
        super().__init__(**kw)
d = D(b=1, c=2)
print(d.b, d.c)
