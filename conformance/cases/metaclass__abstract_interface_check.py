# An interface metaclass in the style of zope/pydantic: checks signatures at definition.
import inspect


class InterfaceMeta(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        for base in bases:
            for attr, spec in getattr(base, "__contract__", {}).items():
                impl = ns.get(attr)
                if impl is None:
                    continue
                got = len(inspect.signature(impl).parameters)
                if got != spec:
                    raise TypeError(f"{name}.{attr} takes {got} parameters, expected {spec}")


class Handler(metaclass=InterfaceMeta):
    __contract__ = {"handle": 2}

    def handle(self, event):
        raise NotImplementedError


class Good(Handler):
    def handle(self, event):
        return "handled " + event


print(Good().handle("click"))


class Bad(Handler):
    def handle(self):
        return None
