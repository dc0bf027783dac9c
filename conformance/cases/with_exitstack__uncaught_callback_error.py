from contextlib import ExitStack
def fail():
    raise RuntimeError('cleanup exploded')
with ExitStack() as stack:
    stack.callback(print, 'second cleanup (runs first)')
    stack.callback(fail)
    stack.callback(print, 'first registered runs last')
    print('body')
