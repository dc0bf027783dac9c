from contextlib import contextmanager, ExitStack, suppress
events = []
@contextmanager
def resource(name, fail=False):
    events.append(f"open {name}")
    try:
        if fail:
            raise OSError(f"cannot open {name}")
        yield name.upper()
    finally:
        events.append(f"close {name}")
with ExitStack() as stack:
    handles = [stack.enter_context(resource(n)) for n in "abc"]
    events.append("using " + "".join(handles))
print(events)
events.clear()
try:
    with ExitStack() as stack:
        for n, fail in [("x", False), ("y", True), ("z", False)]:
            stack.enter_context(resource(n, fail))
except OSError as e:
    print("failed:", e)
print(events)
with suppress(ZeroDivisionError, KeyError):
    print("before")
    {}["k"]
print("after suppress")
