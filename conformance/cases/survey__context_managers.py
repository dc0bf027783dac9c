from contextlib import contextmanager, suppress, ExitStack, closing, nullcontext, redirect_stdout
import io
import time

class Timer:
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        print(f"enter {self.label}")
        return self
    def __exit__(self, exc_type, exc, tb):
        print(f"exit {self.label}: {exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError  # swallow KeyErrors only

with Timer("a") as t:
    print("inside", t.label)
with Timer("b"):
    {}["missing"]
print("after b")
try:
    with Timer("c"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)

@contextmanager
def transaction(log):
    log.append("begin")
    try:
        yield log
    except Exception as e:
        log.append(f"rollback({e})")
        raise
    else:
        log.append("commit")
    finally:
        log.append("end")

log = []
with transaction(log) as l:
    l.append("work")
try:
    with transaction(log):
        raise RuntimeError("fail")
except RuntimeError:
    pass
print(log)

with suppress(FileNotFoundError, ZeroDivisionError):
    1 / 0
print("suppressed")

class Resource:
    def __init__(self, n): self.n = n
    def close(self): print(f"close {self.n}")

with ExitStack() as stack:
    rs = [stack.enter_context(closing(Resource(i))) for i in range(3)]
    stack.callback(print, "callback ran")
    print("using", [r.n for r in rs])

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured!")
print(repr(buf.getvalue()))
with nullcontext(5) as v:
    print("null", v)

@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

with Timer("outer"), Timer("inner"):
    print("nested")
