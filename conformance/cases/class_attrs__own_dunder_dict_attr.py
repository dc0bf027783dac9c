# a class body that binds __dict__ itself: method calls still find the method
class K:
    __dict__ = 1
    def go(self):
        return 'method'
    def twice(self, n):
        return n * 2
k = K()
print(k.go(), k.twice(4))
print(K.__dict__ == 1 or type(K.__dict__).__name__)
class S:
    __slots__ = ('x',)
    def go(self):
        return 'slotted'
print(S().go())
