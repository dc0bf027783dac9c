def f():
    return super().x
try:
    f()
except RuntimeError as e:
    print(type(e).__name__, e)
class A:
    @staticmethod
    def s():
        return super().__init__
try:
    A.s()
except RuntimeError as e:
    print(type(e).__name__, e)
print('ok')
