class retry:
    def __init__(self, times):
        self.times = times
    def __call__(self, fn):
        def wrapper(*args):
            for attempt in range(1, self.times + 1):
                try:
                    return fn(*args)
                except ValueError as e:
                    print(f'attempt {attempt} failed: {e}')
            raise RuntimeError(f'{fn.__name__} failed after {self.times} attempts')
        return wrapper
state = {'n': 0}
@retry(3)
def flaky(limit):
    state['n'] += 1
    if state['n'] < limit:
        raise ValueError(f'n={state["n"]}')
    return f'ok at {state["n"]}'
print(flaky(2))
state['n'] = 0
try:
    flaky(10)
except RuntimeError as e:
    print(type(e).__name__, e)
