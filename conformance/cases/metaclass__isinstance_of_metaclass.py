# isinstance against a metaclass, and classes made by it from bases made by another.
class Meta(type):
    count = 0

    def __init__(cls, *args):
        super().__init__(*args)
        Meta.count += 1


class A(metaclass=Meta):
    pass


class B(A):
    pass


class Plain:
    pass


things = [A, B, Plain, A(), int, Meta]
print([isinstance(t, Meta) for t in things], Meta.count)
print([type(t).__name__ for t in things])
