# sys.flags (read-only, a plain interpreter's) and sys.intern
import sys

flags = sys.flags
print(type(flags).__name__, flags.optimize, flags.debug, flags.dev_mode, flags.inspect)
print(flags.interactive, flags.verbose, flags.quiet, flags.bytes_warning, flags.safe_path)
print(flags.hash_randomization, flags.isolated, flags.utf8_mode)
print(isinstance(flags, tuple), flags[3] == flags.optimize)
for name in ("optimize", "debug"):
    try:
        setattr(flags, name, 1)
    except AttributeError as exc:
        print("AttributeError:", exc)
if not sys.flags.optimize:
    print("asserts are on")

a = sys.intern("".join(["long ", "key ", "name"]))
b = sys.intern("long key name")
print(a == b, a is b, a is sys.intern(a))
keys = [sys.intern(f"k{i % 3}") for i in range(9)]
print(len({id(k) for k in keys}), keys[:3])
for bad in (3, b"x", None):
    try:
        sys.intern(bad)
    except TypeError as exc:
        print("TypeError:", exc)


class Name(str):
    pass


try:
    sys.intern(Name("x"))
except TypeError as exc:
    print("TypeError:", exc)
