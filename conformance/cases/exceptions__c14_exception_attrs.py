try:
    int("x")
except ValueError as e:
    print(e.args, type(e).__name__, e.__cause__, e.__context__)
e = OSError(2, "No such file or directory", "/tmp/x")
print(e, e.errno, e.strerror, e.filename, type(e).__name__, repr(e))
print(FileNotFoundError(2, "nope"), isinstance(OSError(2, "x"), FileNotFoundError))
print(KeyError("k"), KeyError("k", 1), KeyError(), repr(StopIteration(5).value))
print(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"))
try:
    b"\xff".decode()
except UnicodeDecodeError as e:
    print(e.reason, e.start, e.end, e.encoding)
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
print(SystemExit(3).code, BaseException("a", "b"), str(Exception()), repr(Exception("x",)))
