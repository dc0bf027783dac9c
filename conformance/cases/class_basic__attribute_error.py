class Thing:
    def __init__(self):
        self.a = 1
t = Thing()
print(t.a)
try:
    t.b
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Thing.zzz
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr(t, 'b', 'default'))
print(hasattr(t, 'a'), hasattr(t, 'b'))
setattr(t, 'b', 5)
print(t.b)
delattr(t, 'b')
print(hasattr(t, 'b'))
