from contextlib import contextmanager, ExitStack
@contextmanager
def layer(name, log):
    log.append(f'+{name}')
    try:
        yield name
    finally:
        log.append(f'-{name}')
log = []
with layer('a', log), layer('b', log) as b:
    log.append(f'body:{b}')
print(log)
log2 = []
with ExitStack() as st:
    names = [st.enter_context(layer(n, log2)) for n in 'xyz']
    log2.append('body:' + ''.join(names))
print(log2)
