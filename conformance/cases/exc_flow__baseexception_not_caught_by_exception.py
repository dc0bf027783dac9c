def f():
    try:
        raise KeyboardInterrupt('ctrl-c')
    except Exception:
        return 'caught by Exception'
    except BaseException as e:
        return f'caught by BaseException: {type(e).__name__}'
print(f())
try:
    raise SystemExit(3)
except SystemExit as e:
    print('exit code', e.code)
print(issubclass(GeneratorExit, Exception), issubclass(StopIteration, Exception))
