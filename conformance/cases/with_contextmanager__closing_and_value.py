from contextlib import closing, contextmanager
class Conn:
    def close(self):
        print('conn closed')
    def query(self):
        return [1, 2]
with closing(Conn()) as c:
    print(c.query())
@contextmanager
def counter():
    state = {'n': 0}
    yield state
    print('final count', state['n'])
with counter() as st:
    for _ in range(4):
        st['n'] += 1
