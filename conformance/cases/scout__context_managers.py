from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext, redirect_stdout
import io

class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is KeyError

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with Timer("a") as t, tag("b") as b:
    print("body", t.name, b)
with Timer("swallow"):
    {}["x"]
print("after swallow")
with suppress(ZeroDivisionError, ValueError):
    1 / 0
class Res:
    def close(self):
        print("closed")
with closing(Res()):
    print("using")
with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in "xyz"]
    stack.callback(print, "callback ran")
    print(names)
with nullcontext(5) as v:
    print(v)
buf = io.StringIO()
with redirect_stdout(buf):
    print("hidden")
print(repr(buf.getvalue()))
with tag("outer"):
    with Timer("inner"):
        raise RuntimeError("boom")
