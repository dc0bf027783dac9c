class Trace:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        if name == 'secret':
            raise AttributeError('hidden')
        return object.__getattribute__(self, name)
    def __getattr__(self, name):
        return f'fallback:{name}'
t = Trace()
print(t.x, t.secret, t.missing)
