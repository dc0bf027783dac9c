def pair():
    value = []
    def push(x):
        value.append(x)
    def peek():
        return list(value)
    return push, peek
push, peek = pair()
push(1)
push(2)
print(peek())
p2, k2 = pair()
print(k2())
push(3)
print(peek(), k2())
