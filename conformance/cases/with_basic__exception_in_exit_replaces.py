class BadExit:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise ValueError(f'exit failed while handling {et.__name__ if et else None}')
try:
    with BadExit():
        raise KeyError('body')
except ValueError as e:
    print(type(e).__name__, e)
    print('context:', type(e.__context__).__name__)
