class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)

class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on

class Weird:
    def __len__(self):
        return -1

print(bool(Bag()), bool(Bag(1)), len(Bag(1, 2)), "yes" if Bag() else "no")
print(bool(Flag(True)), not Flag(False), [x for x in [Flag(True), Flag(False), Bag(), Bag(0)] if x].__len__())
try:
    len(Weird())
except ValueError as e:
    print("ValueError:", e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
class Both:
    def __len__(self):
        return 0
    def __bool__(self):
        return True
print(bool(Both()), len(Both()))
try:
    len(5)
except TypeError as e:
    print(e)
