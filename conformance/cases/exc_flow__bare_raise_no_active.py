try:
    raise
except RuntimeError as e:
    print(type(e).__name__, e)
def reraise():
    raise
try:
    try:
        1 / 0
    except ZeroDivisionError:
        reraise()
except ZeroDivisionError as e:
    print('reraised', e)
