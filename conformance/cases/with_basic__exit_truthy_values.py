class R:
    def __init__(self, ret):
        self.ret = ret
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return self.ret
for ret in [1, 'yes', [], 0, None, [0]]:
    try:
        with R(ret):
            raise ValueError
        print(repr(ret), 'suppressed')
    except ValueError:
        print(repr(ret), 'propagated')
