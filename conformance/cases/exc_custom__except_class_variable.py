class NotFound(LookupError): pass
handlers = (NotFound, ZeroDivisionError)
for thunk in [lambda: 1 / 0, lambda: (_ for _ in ()).throw(NotFound('gone')), lambda: int('x')]:
    try:
        thunk()
    except handlers as e:
        print('handled', type(e).__name__, e)
    except ValueError as e:
        print('value', e)
