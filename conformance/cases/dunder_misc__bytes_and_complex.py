class B:
    def __bytes__(self): return b'guest'
class C:
    def __complex__(self): return 1 + 2j
print(bytes(B()), complex(C()))
class D:
    def __bytes__(self): return 'str'
try:
    bytes(D())
except TypeError as e:
    print(type(e).__name__, e)
