class AppError(Exception):
    def __init__(self, msg, code=500):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f"[{self.code}] {self.args[0]}"

def load(key):
    data = {"a": 1}
    try:
        return data[key]
    except KeyError as e:
        raise AppError(f"no {key}", 404) from e

try:
    load("b")
except AppError as e:
    print(e, repr(e), e.code, type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        int("x")
except ValueError as e:
    print(e, "| context:", repr(e.__context__))

try:
    raise ValueError("bad") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)

err = TypeError("t")
err.add_note("first note")
err.add_note("second")
print(err.__notes__)
eg = ExceptionGroup("many", [ValueError(1), TypeError(2), ValueError(3)])
try:
    raise eg
except* ValueError as g:
    print("values", [str(x) for x in g.exceptions])
except* TypeError as g:
    print("types", g.exceptions)
match, rest = eg.split(ValueError)
print(match, rest, eg.subgroup(lambda e: isinstance(e, TypeError)))
print(repr(AppError("x")), AppError("x").args)
def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
load("zzz")
