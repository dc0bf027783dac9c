from contextlib import ExitStack
class Res:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print('open', self.n)
        return self.n
    def __exit__(self, et, ev, tb):
        print('close', self.n, et.__name__ if et else None)
with ExitStack() as stack:
    vals = [stack.enter_context(Res(i)) for i in range(3)]
    print('values', vals)
try:
    with ExitStack() as stack:
        stack.enter_context(Res('a'))
        stack.enter_context(Res('b'))
        raise ValueError('oops')
except ValueError as e:
    print('caught', e)
