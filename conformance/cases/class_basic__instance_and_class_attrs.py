class Counter:
    count = 0
    def __init__(self, name):
        self.name = name
        Counter.count += 1
a = Counter('a')
b = Counter('b')
print(Counter.count, a.count, b.count)
a.count = 99
print(Counter.count, a.count, b.count)
del a.count
print(a.count)
print(a.name, b.name)
print(sorted(vars(a).items()))
