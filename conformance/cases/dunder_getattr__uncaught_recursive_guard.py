class Strict:
    def __getattr__(self, name):
        raise AttributeError(f'Strict has no field {name!r}')
s = Strict()
print(getattr(s, 'a', None))
s.field
