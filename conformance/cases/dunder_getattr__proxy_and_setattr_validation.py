class Settings:
    _defaults = {"theme": "light", "font_size": 12}

    def __init__(self, **overrides):
        object.__setattr__(self, "_values", dict(self._defaults))
        for k, v in overrides.items():
            setattr(self, k, v)

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}") from None

    def __setattr__(self, name, value):
        if name not in self._defaults:
            raise AttributeError(f"unknown setting {name!r}")
        if type(value) is not type(self._defaults[name]):
            raise TypeError(f"{name} must be {type(self._defaults[name]).__name__}")
        self._values[name] = value

    def __delattr__(self, name):
        self._values[name] = self._defaults[name]

s = Settings(theme="dark")
print(s.theme, s.font_size)
s.font_size = 14
print(s._values)
for name, value in [("colour", "red"), ("font_size", "big")]:
    try:
        setattr(s, name, value)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
try:
    s.missing
except AttributeError as e:
    print(e)
del s.theme
print(s.theme, getattr(s, "nothing", "fallback"), hasattr(s, "font_size"))

class Recorder:
    def __init__(self, target):
        self._target = target
        self.calls = []
    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if callable(attr):
            def wrapped(*a):
                self.calls.append(name)
                return attr(*a)
            return wrapped
        return attr
r = Recorder([3, 1, 2])
r.append(0); r.sort()
print(r._target, r.calls, r.count(1))
