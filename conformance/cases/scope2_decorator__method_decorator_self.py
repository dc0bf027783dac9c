def log_method(fn):
    def wrapper(self, *args):
        print(f'{type(self).__name__}.{fn.__name__}{args}')
        return fn(self, *args)
    return wrapper
class Calc:
    def __init__(self):
        self.acc = 0
    @log_method
    def add(self, n):
        self.acc += n
        return self
    @log_method
    def result(self):
        return self.acc
print(Calc().add(2).add(3).result())
