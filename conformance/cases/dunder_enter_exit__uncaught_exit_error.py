class Res:
    def __enter__(self):
        print('acquired')
        return self
    def __exit__(self, *exc):
        print('releasing')
        raise OSError('release failed')
with Res():
    print('working')
