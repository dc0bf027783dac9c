from contextlib import ExitStack
log = []
stack = ExitStack()
stack.callback(log.append, 'first')
stack.callback(log.append, 'second')
moved = stack.pop_all()
stack.close()
print(log)
moved.close()
print(log)
with ExitStack() as s:
    s.push(lambda et, ev, tb: print('push exit', et.__name__) or True)
    raise KeyError('x')
print('suppressed by pushed exit')
