class A:
    def m(self):
        return 'A.m'
class B(A):
    def m(self):
        def inner():
            return super().m()
        try:
            return inner()
        except (RuntimeError, TypeError) as e:
            return f'{type(e).__name__}: {e}'
    def m2(self):
        get = lambda: super(B, self).m()
        return get()
print(B().m())
print(B().m2())
