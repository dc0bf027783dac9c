class EvenNumbers:
    def __contains__(self, x):
        print('checking', x)
        return isinstance(x, int) and x % 2 == 0
e = EvenNumbers()
print(4 in e, 3 in e, 'a' not in e)
class Truthy:
    def __contains__(self, x):
        return 1
print(5 in Truthy())
class IterOnly:
    def __iter__(self):
        return iter([1, 2, 3])
print(2 in IterOnly(), 9 in IterOnly())
