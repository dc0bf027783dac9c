class Duck:
    def speak(self):
        return "quack"

class Robot:
    def speak(self):
        return "beep"

class Stone:
    pass

def chorus(things):
    out = []
    for t in things:
        speak = getattr(t, "speak", None)
        out.append(speak() if callable(speak) else f"<{type(t).__name__} is silent>")
    return out

print(chorus([Duck(), Robot(), Stone(), "text"]))
class Animal:
    pass
class Dog(Animal):
    pass
class Puppy(Dog):
    pass
p = Puppy()
print(isinstance(p, Animal), isinstance(p, (int, Dog)), type(p) is Dog, issubclass(Puppy, Animal))
print([c.__name__ for c in type(p).__mro__], Puppy.__bases__[0].__name__, Dog.__subclasses__() if False else "-")
def area(shape):
    if isinstance(shape, dict):
        return shape["w"] * shape["h"]
    if isinstance(shape, (tuple, list)):
        w, h = shape
        return w * h
    if hasattr(shape, "area"):
        return shape.area()
    raise TypeError(f"cannot compute area of {type(shape).__name__}")
class Sq:
    def area(self):
        return 4
print([area(s) for s in [{"w": 2, "h": 3}, (4, 5), [1, 1], Sq()]])
area(3.0)
