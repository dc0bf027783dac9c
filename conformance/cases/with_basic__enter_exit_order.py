class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None)
        return False
with CM('a') as a:
    print('body', a.name)
with CM('x') as x, CM('y') as y:
    print('body', x.name, y.name)
with CM('outer'):
    with CM('inner'):
        print('nested body')
