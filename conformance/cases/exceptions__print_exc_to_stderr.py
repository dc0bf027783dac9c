# traceback.print_exc() and print_exception() write to sys.stderr by default.
import traceback


def parse(text):
    return int(text)


try:
    parse("x")
except ValueError as e:
    print("caught", e)
    traceback.print_exc()
    traceback.print_exception(e)
    traceback.print_exc(chain=False)
try:
    try:
        {}["k"]
    except KeyError as k:
        raise RuntimeError("wrapped") from k
except RuntimeError:
    traceback.print_exc()
print("done")
