class Bad:
    def __bool__(self):
        return 1
try:
    bool(Bad())
except TypeError as e:
    print(type(e).__name__, e)
class Both:
    def __bool__(self): return False
    def __len__(self): return 5
print(bool(Both()), len(Both()))
class Nothing: pass
print(bool(Nothing()))
