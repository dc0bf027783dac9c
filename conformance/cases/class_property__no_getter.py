class W:
    def _set(self, v):
        self.stored = v
    value = property(None, _set)
w = W()
w.value = 3
print(w.stored)
try:
    print(w.value)
except AttributeError as e:
    print(type(e).__name__, e)
