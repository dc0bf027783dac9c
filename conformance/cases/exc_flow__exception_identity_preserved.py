errors = []
def record():
    try:
        raise KeyError('x')
    except KeyError as e:
        errors.append(e)
        raise
try:
    record()
except KeyError as again:
    print(again is errors[0], repr(again))
