# A metaclass with its own metaclass: the outer __call__ runs when the metaclass is called.
class MetaMeta(type):
    def __call__(mcs, name, bases, ns):
        print("building", name, "with", mcs.__name__)
        return super().__call__(name, bases, ns)


class Meta(type, metaclass=MetaMeta):
    pass


class C(metaclass=Meta):
    x = 1


print(type(C).__name__, type(Meta).__name__, type(MetaMeta).__name__, C.x)
