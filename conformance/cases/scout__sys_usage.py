import sys

print(sys.version_info >= (3, 8), sys.version_info[:2] >= (3, 0), type(sys.maxsize).__name__)
print(sys.maxsize == 2**63 - 1, sys.float_info.max > 1e300, sys.byteorder in ("little", "big"))
sys.stdout.write("written directly\n")
print("to stderr", file=sys.stderr)
sys.stderr.write("err line\n")
print(sys.getrecursionlimit() >= 100, isinstance(sys.platform, str))
print(sys.int_info.bits_per_digit in (15, 30), sys.getsizeof(0) > 0)
n = sys.stdout.write("abc")
print()
print(n)
def check(x):
    if x < 0:
        print("negative, exiting")
        sys.exit(2)
    return x
check(1)
check(-1)
print("never")
