class Ignore:
    def __init__(self, *types):
        self.types = types
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et and issubclass(et, self.types):
            print('suppressed', et.__name__)
            return True
for exc in [ValueError('v'), KeyError('k'), None]:
    try:
        with Ignore(ValueError, TypeError):
            if exc:
                raise exc
            print('no error')
        print('after with')
    except Exception as e:
        print('escaped', type(e).__name__)
