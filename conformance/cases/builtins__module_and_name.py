import builtins

print(builtins.len([1, 2]), builtins.max(3, 4), builtins.int("7") + 1)
print(getattr(__builtins__, "sorted")([3, 1, 2]))
print(callable(getattr(builtins, "print", None)), hasattr(builtins, "nope"))
print(builtins.ValueError is ValueError, builtins.len is len)
print(isinstance(__builtins__, type(builtins)), __builtins__ is builtins)
print([n for n in dir(builtins) if n in ("abs", "zip", "ValueError", "KeyError")])


def lookup(name):
    """A registry of callables by name, the way models write tool dispatchers."""
    fn = getattr(builtins, name, None)
    if fn is None:
        raise LookupError(f"no builtin called {name!r}")
    return fn


print(lookup("sum")([1, 2, 3]), lookup("abs")(-4))


def safe_eval(expr):
    return eval(expr, {"__builtins__": {"abs": abs, "min": min}}, {})


print(safe_eval("abs(-3) + min(4, 5)"))
try:
    safe_eval("len('x')")
except NameError as e:
    print("NameError:", e)


class Config:
    loader = __builtins__.dict


print(Config.loader(a=1))
try:
    builtins.nope
except AttributeError as e:
    print("AttributeError:", e)
lookup("no_such_thing")
