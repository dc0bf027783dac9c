# Class decorators run after the metaclass has built (and initialised) the class.
def decorate(cls):
    print("decorator sees", type(cls).__name__, cls.built)
    cls.decorated = True
    return cls


class Meta(type):
    def __new__(mcs, name, bases, ns):
        print("metaclass builds", name)
        ns["built"] = True
        return super().__new__(mcs, name, bases, ns)


@decorate
class Thing(metaclass=Meta):
    pass


print(Thing.built, Thing.decorated)
