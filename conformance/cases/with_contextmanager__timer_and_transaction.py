from contextlib import contextmanager, ExitStack, suppress, closing

events = []

@contextmanager
def transaction(store):
    snapshot = dict(store)
    events.append("begin")
    try:
        yield store
    except Exception as e:
        store.clear()
        store.update(snapshot)
        events.append(f"rollback ({type(e).__name__})")
        raise
    else:
        events.append("commit")
    finally:
        events.append("end")

db = {"a": 1}
with transaction(db) as t:
    t["b"] = 2
try:
    with transaction(db) as t:
        t["c"] = 3
        raise KeyError("boom")
except KeyError:
    pass
print(db, events)

class Resource:
    def __init__(self, name):
        self.name = name
    def close(self):
        print("closing", self.name)

with ExitStack() as stack:
    for n in ["r1", "r2", "r3"]:
        stack.enter_context(closing(Resource(n)))
    stack.callback(print, "callback runs first")
with suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed")
@contextmanager
def swallow():
    try:
        yield
    except ValueError:
        print("swallowed")
with swallow():
    int("x")
print("after swallow")
