# Logging a handled error with traceback (file names normalised: the sandbox names its
# program "<sandbox>", as in its uncaught tracebacks).
import io
import re
import traceback


def show(text):
    print(re.sub(r'File "[^"]*"', 'File "F"', text))


def printed(print_function, *args):
    buffer = io.StringIO()
    print_function(*args, file=buffer)
    show(buffer.getvalue())


def parse(text):
    return int(text)


def load(items):
    return [parse(x) for x in items]


try:
    load(["1", "x"])
except ValueError as e:
    show(traceback.format_exc())
    printed(traceback.print_exc)
    print(traceback.format_exception_only(e))
    show("".join(traceback.format_exception(e)))
    printed(traceback.print_exception, e)
print(traceback.format_exc())
try:
    try:
        {}["k"]
    except KeyError as k:
        raise RuntimeError("wrapped") from k
except RuntimeError as r:
    show("".join(traceback.format_exception(r)))
    show("".join(traceback.format_exception(r, chain=False)))
    print(traceback.format_exception_only(type(r), r))
