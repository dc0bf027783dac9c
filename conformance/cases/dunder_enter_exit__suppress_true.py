class Suppress:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        print('enter')
        return self
    def __exit__(self, et, ev, tb):
        print('exit', et.__name__ if et else None, ev)
        return et is not None and issubclass(et, self.types)
with Suppress(KeyError):
    {}['missing']
print('after 1')
with Suppress(KeyError) as s:
    print('body ok', type(s).__name__)
try:
    with Suppress(KeyError):
        1 / 0
except ZeroDivisionError as e:
    print('propagated', e)
