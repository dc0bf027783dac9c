import contextlib
import io
import sys

class Connection:
    opened = []
    def __init__(self, name, fail_on_close=False):
        self.name = name
        self.fail_on_close = fail_on_close
        self.closed = False
        Connection.opened.append(name)
    def query(self, q):
        if self.closed:
            raise RuntimeError(f"{self.name} is closed")
        return f"{self.name}:{q}"
    def close(self):
        self.closed = True
        print(f"  close {self.name}")
        if self.fail_on_close:
            raise OSError(f"close failed for {self.name}")

@contextlib.contextmanager
def transaction(conn):
    print(f"  begin on {conn.name}")
    try:
        yield conn
    except ValueError as e:
        print(f"  rollback: {e}")
        raise
    else:
        print("  commit")
    finally:
        print("  end transaction")

with contextlib.closing(Connection("db1")) as c:
    with transaction(c):
        print(" ", c.query("select 1"))
try:
    with contextlib.closing(Connection("db2")) as c, transaction(c):
        raise ValueError("constraint violated")
except ValueError as e:
    print("propagated:", e)

with contextlib.ExitStack() as stack:
    conns = [stack.enter_context(contextlib.closing(Connection(f"pool{i}"))) for i in range(3)]
    stack.callback(print, "  callback registered last, runs first")
    print(" ", [c.query("ping") for c in conns])
try:
    with contextlib.ExitStack() as stack:
        stack.enter_context(contextlib.closing(Connection("a")))
        stack.enter_context(contextlib.closing(Connection("b", fail_on_close=True)))
except OSError as e:
    print("exit stack error:", e)
with contextlib.ExitStack() as stack:
    stack.enter_context(contextlib.closing(Connection("kept")))
    later = stack.pop_all()
print("after pop_all, still open; closing now")
later.close()

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line 1")
    sys.stdout.write("captured line 2\n")
print("buffer:", buf.getvalue().splitlines())
with contextlib.suppress(FileNotFoundError, KeyError):
    {}["x"]
    print("not reached")
print("suppressed ok")

class Timer(contextlib.ContextDecorator):
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        print(f"  [{self.label}] enter")
        return self
    def __exit__(self, *exc):
        print(f"  [{self.label}] exit exc={exc[0].__name__ if exc[0] else None}")
        return False

@Timer("decorated")
def work(x):
    return x * 2
print(work(21))
with contextlib.nullcontext({"cfg": 1}) as cfg:
    print(cfg)
print(Connection.opened)
class Managed(contextlib.AbstractContextManager):
    def __exit__(self, *a):
        print("  managed exit")
with Managed() as m:
    print(type(m).__name__)
