# type.__new__ / type.__init__ / type.__call__ called explicitly inside a metaclass.
class Counting(type):
    made = 0

    def __new__(mcs, name, bases, ns):
        Counting.made += 1
        return type.__new__(mcs, name, bases, ns)

    def __init__(cls, name, bases, ns):
        type.__init__(cls, name, bases, ns)
        cls.instances = 0

    def __call__(cls, *args, **kwargs):
        obj = type.__call__(cls, *args, **kwargs)
        cls.instances += 1
        return obj


class Widget(metaclass=Counting):
    def __init__(self, size):
        self.size = size


class Button(Widget):
    pass


w = [Widget(1), Widget(2), Button(3)]
print(Counting.made, Widget.instances, Button.instances, [x.size for x in w])
print(type.__prepare__("X", ()))
