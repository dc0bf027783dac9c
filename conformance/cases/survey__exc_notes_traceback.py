import traceback
import sys

def parse_row(i, row):
    try:
        name, age = row.split(",")
        return name.strip(), int(age)
    except ValueError as e:
        e.add_note(f"while parsing row {i}: {row!r}")
        raise

rows = ["ann, 30", "bob, x", "cy"]
for i, row in enumerate(rows):
    try:
        print(parse_row(i, row))
    except ValueError as e:
        print(type(e).__name__, e, e.__notes__)

def level3(): raise KeyError("deep")
def level2(): level3()
def level1():
    try:
        level2()
    except KeyError as e:
        raise RuntimeError("level1 failed") from e

try:
    level1()
except RuntimeError as e:
    tb = traceback.format_exception(e)
    print(len(tb) > 3, tb[-1].strip())
    print("".join(traceback.format_exception_only(type(e), e)).strip())
    print(type(e.__cause__).__name__, e.__cause__.args)
    print(e.__traceback__.tb_lineno > 0)
try:
    {}["x"]
except KeyError:
    s = traceback.format_exc()
    print(s.splitlines()[0], s.splitlines()[-1])
    et, ev, _ = sys.exc_info()
    print(et.__name__, repr(ev))
print(sys.exc_info())
class RetryError(Exception):
    def __init__(self, attempts, last):
        super().__init__(f"gave up after {attempts} attempts")
        self.attempts = attempts
        self.last = last
def retry(fn, attempts=3):
    errors = []
    for n in range(1, attempts + 1):
        try:
            return fn(n)
        except (ConnectionError, TimeoutError) as e:
            errors.append(e)
            print(f"attempt {n} failed: {e!r}")
    raise RetryError(attempts, errors[-1]) from ExceptionGroup("attempts", errors)
def flaky(n):
    if n < 3:
        raise ConnectionError(f"refused #{n}")
    return "connected"
print(retry(flaky))
try:
    retry(lambda n: (_ for _ in ()).throw(TimeoutError(n)))
except RetryError as e:
    print(e, e.attempts, repr(e.last), type(e.__cause__).__name__, len(e.__cause__.exceptions))
e = ValueError("x")
e.add_note("note 1"); e.add_note("note 2")
print("".join(traceback.format_exception_only(e)), end="")
raise e
