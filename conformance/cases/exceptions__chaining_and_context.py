class AppError(Exception):
    pass

def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise AppError(f"missing {key}") from e

def load_quiet(key):
    try:
        return {}[key]
    except KeyError:
        raise AppError("quiet") from None

def during_handling():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("while handling")

for fn, arg in [(load, "b"), (load_quiet, "x"), (during_handling, None)]:
    try:
        fn(arg) if arg else fn()
    except Exception as e:
        print(type(e).__name__, e)
        print("  cause:", repr(e.__cause__), "context:", repr(e.__context__),
              "suppress:", e.__suppress_context__)
try:
    try:
        raise TypeError("inner")
    finally:
        print("finally runs")
except TypeError as e:
    print("caught", e, e.__context__)
def nested():
    try:
        raise KeyError("k")
    except KeyError as first:
        try:
            raise IndexError("i")
        except IndexError as second:
            return second.__context__ is first
print(nested())
load("zzz")
