# sys.exit raises SystemExit, which a program may catch
import sys


def main(args):
    if not args:
        sys.exit("usage: main FILE")
    return 0


for args in ([], ["x"]):
    try:
        print("returned", main(args))
    except SystemExit as e:
        print("exit:", e.code, type(e).__name__, isinstance(e, Exception))
try:
    sys.exit(4)
except BaseException as e:
    print(repr(e), e.args)
