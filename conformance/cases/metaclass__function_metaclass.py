# metaclass= a plain function: called with (name, bases, namespace); its result is the class.
def upper_attrs(name, bases, ns):
    renamed = {k if k.startswith("__") else k.upper(): v for k, v in ns.items()}
    return type(name, bases, renamed)


class Shouting(metaclass=upper_attrs):
    greeting = "hi"

    def speak(self):
        return "hello"


print(Shouting.GREETING, Shouting().SPEAK(), hasattr(Shouting, "greeting"), type(Shouting))


def not_a_class(name, bases, ns):
    return {"name": name, "keys": sorted(k for k in ns if not k.startswith("__"))}


class Data(metaclass=not_a_class):
    x = 1
    y = 2


print(Data)
