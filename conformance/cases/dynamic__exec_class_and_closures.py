src = '''
class Counter:
    count = 0
    def __init__(self, start=0):
        self.value = start
    def bump(self, by=1):
        self.value += by
        Counter.count += 1
        return self

def make_adder(n):
    def add(x):
        return x + n
    return add
'''
ns = {}
exec(src, ns)
c = ns["Counter"](5).bump().bump(10)
print(c.value, ns["Counter"].count, type(c).__name__)
add3 = ns["make_adder"](3)
print(add3(4), [ns["make_adder"](i)(i) for i in range(4)])
exec("c2 = Counter()\nc2.bump()", ns)
print(ns["Counter"].count, ns["c2"].value)
