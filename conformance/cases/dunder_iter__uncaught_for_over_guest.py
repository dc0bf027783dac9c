class Container:
    def __init__(self):
        self.data = [1, 2, 3]
c = Container()
print(sum(c.data))
for x in c:
    print(x)
