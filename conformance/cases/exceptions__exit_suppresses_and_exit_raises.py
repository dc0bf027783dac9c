class Guard:
    def __init__(self, suppress=(), fail_on_exit=False):
        self.suppress = suppress
        self.fail_on_exit = fail_on_exit

    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit with", exc_type.__name__ if exc_type else None, exc)
        if self.fail_on_exit:
            raise RuntimeError("exit failed")
        return exc_type is not None and issubclass(exc_type, self.suppress)

with Guard(suppress=(KeyError,)):
    {}["k"]
print("continued after suppressed KeyError")
try:
    with Guard(suppress=(KeyError,)):
        [][1]
except IndexError as e:
    print("propagated", e)
try:
    with Guard(fail_on_exit=True):
        raise ValueError("body")
except RuntimeError as e:
    print("replaced by", e, "| context:", repr(e.__context__))
with Guard() as g:
    print("body ok", type(g).__name__)
with Guard(), Guard(suppress=(ZeroDivisionError,)):
    1 / 0
print("done")
