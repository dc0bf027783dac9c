class CM:
    def __init__(self, name, fail_enter=False):
        self.name, self.fail_enter = name, fail_enter
    def __enter__(self):
        if self.fail_enter:
            raise RuntimeError(f'{self.name} failed to enter')
        print('enter', self.name)
        return self
    def __exit__(self, *exc):
        print('exit', self.name, exc[0].__name__ if exc[0] else None)
try:
    with CM('a'), CM('b'), CM('c', fail_enter=True):
        print('never')
except RuntimeError as e:
    print('caught', e)
