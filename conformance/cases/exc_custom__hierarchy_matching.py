class AppError(Exception): pass
class DBError(AppError): pass
class ConnError(DBError): pass
class UIError(AppError): pass
def fail(kind):
    raise {'conn': ConnError, 'db': DBError, 'ui': UIError, 'other': KeyError}[kind](kind)
for kind in ['conn', 'db', 'ui', 'other']:
    try:
        fail(kind)
    except ConnError as e:
        print('ConnError handler', e)
    except DBError as e:
        print('DBError handler', type(e).__name__)
    except AppError as e:
        print('AppError handler', type(e).__name__)
    except Exception as e:
        print('generic', type(e).__name__, e)
