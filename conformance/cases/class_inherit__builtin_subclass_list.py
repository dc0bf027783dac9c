class MyList(list):
    def total(self):
        return sum(self)
    def append(self, x):
        super().append(x * 10)
m = MyList([1, 2, 3])
m.append(4)
print(m, m.total(), len(m))
print(isinstance(m, list), type(m).__name__)
print(m[1:], type(m[1:]).__name__)
m.extend([5])
print(m)
