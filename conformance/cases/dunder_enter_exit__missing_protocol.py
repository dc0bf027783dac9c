class NoEnter:
    def __exit__(self, *a): pass
class NoExit:
    def __enter__(self): return self
try:
    with NoEnter():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
try:
    with NoExit():
        pass
except (AttributeError, TypeError) as e:
    print(type(e).__name__, e)
