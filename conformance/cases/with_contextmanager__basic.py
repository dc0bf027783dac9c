from contextlib import contextmanager
@contextmanager
def tag(name):
    print(f'<{name}>')
    yield name.upper()
    print(f'</{name}>')
with tag('div') as t:
    print('content', t)
    with tag('span'):
        print('inner')
