def route(event):
    match event:
        case {'type': 'click', 'pos': (x, y)}:
            return f'click at {x},{y}'
        case {'type': 'key', 'key': str(k), **rest}:
            return f'key {k} extra={rest}'
        case {'type': t}:
            return f'unhandled {t}'
        case _:
            return 'not an event'
print(route({'type': 'click', 'pos': (1, 2), 'ignored': True}))
print(route({'type': 'key', 'key': 'a', 'shift': True, 'ctrl': False}))
print(route({'type': 'key', 'key': 5}))
print(route({'kind': 'x'}))
print(route([('type', 'click')]))
