def abstract():
    raise NotImplementedError('subclass must implement')
def todo():
    raise NotImplementedError
for fn in [abstract, todo]:
    try:
        fn()
    except NotImplementedError as e:
        print(type(e).__name__, repr(e), str(e) == '')
try:
    raise RuntimeError
except RuntimeError as e:
    print(repr(e))
