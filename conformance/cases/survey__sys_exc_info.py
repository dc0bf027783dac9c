import sys
import traceback

def risky(n):
    return 10 // n

def log_current(where):
    etype, value, tb = sys.exc_info()
    print(where, etype.__name__ if etype else None, value, tb is not None and tb.tb_lineno > 0)

for n in (2, 0):
    try:
        print("result", risky(n))
    except ZeroDivisionError:
        log_current("handler")
        print(sys.exception() is sys.exc_info()[1], repr(sys.exception()))
        try:
            {}["k"]
        except KeyError:
            log_current("nested")
        log_current("outer again")
    else:
        log_current("else")
print(sys.exc_info(), sys.exception())

def gen():
    try:
        yield 1
        raise ValueError("in gen")
    except ValueError:
        yield sys.exc_info()[0].__name__
print(list(gen()))
try:
    raise TypeError("last")
except TypeError:
    print(traceback.format_exc().splitlines()[-1])
    raise sys.exc_info()[1]
