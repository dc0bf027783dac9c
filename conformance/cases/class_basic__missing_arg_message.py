class Foo:
    def bar(self, x):
        return x * 2
f = Foo()
print(f.bar(3))
try:
    f.bar()
except TypeError as e:
    print(type(e).__name__, e)
try:
    f.bar(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    f.bar(y=1)
except TypeError as e:
    print(type(e).__name__, e)
