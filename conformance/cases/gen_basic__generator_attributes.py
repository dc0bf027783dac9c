def gen():
    yield 1
g = gen()
print(type(g).__name__, gen.__name__)
print(iter(g) is g, hasattr(g, 'send'), hasattr(g, 'throw'), hasattr(g, 'close'))
print(next(g), next(g, 'end'), list(g))
class K:
    def items(self):
        yield 'x'
print(K.items.__qualname__, list(K().items()))
print(type(x for x in []).__name__)
