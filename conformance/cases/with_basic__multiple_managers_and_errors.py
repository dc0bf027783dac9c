class Res:
    def __init__(self, name, fail_enter=False, log=None):
        self.name, self.fail_enter, self.log = name, fail_enter, log
    def __enter__(self):
        if self.fail_enter:
            raise RuntimeError(f"cannot open {self.name}")
        self.log.append(f"enter {self.name}")
        return self.name
    def __exit__(self, *exc):
        self.log.append(f"exit {self.name} {exc[0].__name__ if exc[0] else ''}".strip())
        return False

log = []
with Res("a", log=log) as a, Res("b", log=log) as b:
    log.append(f"body {a}{b}")
print(log)
log = []
try:
    with Res("a", log=log), Res("b", fail_enter=True, log=log), Res("c", log=log):
        log.append("body")
except RuntimeError as e:
    print(e, log)
log = []
try:
    with (Res("x", log=log) as x,
          Res("y", log=log) as y):
        raise KeyError("k")
except KeyError:
    print(log)
try:
    with 42:
        pass
except TypeError as e:
    print(e)
