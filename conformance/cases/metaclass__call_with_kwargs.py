# A metaclass __call__ inspecting and rewriting constructor arguments.
class Defaults(type):
    def __call__(cls, *args, **kwargs):
        for key, value in getattr(cls, "defaults", {}).items():
            kwargs.setdefault(key, value)
        print("constructing", cls.__name__, args, sorted(kwargs.items()))
        obj = super().__call__(*args, **kwargs)
        obj.constructed_by = type(cls).__name__
        return obj


class Conn(metaclass=Defaults):
    defaults = {"port": 80, "tls": False}

    def __init__(self, host, port, tls):
        self.url = f"{'https' if tls else 'http'}://{host}:{port}"


c = Conn("example.org", tls=True)
print(c.url, c.constructed_by)
Conn()
