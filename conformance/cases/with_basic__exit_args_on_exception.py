class Inspect:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print('type:', et.__name__ if et else None)
        print('value:', repr(ev))
        print('tb present:', tb is not None)
        return True
with Inspect():
    raise KeyError('missing')
with Inspect():
    pass
print('continued')
