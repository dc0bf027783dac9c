# __str__, __repr__ and __format__ of classes, from the metaclass.
class Pretty(type):
    def __repr__(cls):
        return f"Pretty<{cls.__name__}>"

    def __str__(cls):
        return cls.__name__.upper()

    def __format__(cls, spec):
        return f"[{cls.__name__:{spec}}]" if spec else str(cls)


class Widget(metaclass=Pretty):
    pass


print(Widget, repr(Widget), str(Widget), f"{Widget}", f"{Widget:>8}", f"{Widget!r}")
print([Widget], (Widget,), {"k": Widget}, "%s and %r" % (Widget, Widget))
print("{} {!r} {:^10}".format(Widget, Widget, Widget))
