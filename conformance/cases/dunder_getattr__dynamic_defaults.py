class Defaults:
    known = 'class attr'
    def __getattr__(self, name):
        if name.startswith('_'):
            raise AttributeError(name)
        return f'<default {name}>'
d = Defaults()
print(d.known, d.anything, d.other_thing)
d.anything = 'set'
print(d.anything)
print(hasattr(d, '_private'), getattr(d, '_x', 'fallback'))
