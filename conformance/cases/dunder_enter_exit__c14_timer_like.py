class Transaction:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        self.log.append("begin")
        return self
    def __exit__(self, et, ev, tb):
        if et is None:
            self.log.append("commit")
        else:
            self.log.append(f"rollback ({et.__name__}: {ev})")
        return et is KeyError
log = []
with Transaction(log) as t:
    log.append("work")
with Transaction(log):
    raise KeyError("missing")
try:
    with Transaction(log):
        raise ValueError("bad")
except ValueError:
    log.append("propagated")
print(log, isinstance(t, Transaction))
with Transaction(log) as a, Transaction(log) as b:
    log.append(a is b)
print(log[-4:])
with Transaction(log):
    1 / 0
