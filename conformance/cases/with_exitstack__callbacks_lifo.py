from contextlib import ExitStack
with ExitStack() as stack:
    for i in range(3):
        stack.callback(print, 'callback', i)
    stack.callback(lambda: print('lambda cb'))
    print('body done')
print('after')
