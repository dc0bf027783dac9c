def risky(kind):
    errors = {
        "key": KeyError("k"), "index": IndexError("i"), "value": ValueError("v"),
        "unicode": UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
        "zero": ZeroDivisionError("z"), "notfound": FileNotFoundError(2, "No such file", "x.txt"),
        "perm": PermissionError(13, "Denied"), "timeout": TimeoutError("slow"),
    }
    raise errors[kind]

for kind in ["key", "index", "value", "unicode", "zero", "notfound", "perm", "timeout"]:
    try:
        risky(kind)
    except LookupError as e:
        print(kind, "LookupError branch:", type(e).__name__)
    except ArithmeticError as e:
        print(kind, "ArithmeticError branch:", type(e).__name__)
    except ValueError as e:
        print(kind, "ValueError branch:", type(e).__name__, isinstance(e, UnicodeError))
    except OSError as e:
        print(kind, "OSError branch:", type(e).__name__, e.errno, e.strerror, e.filename)
print(issubclass(TimeoutError, OSError), issubclass(KeyError, LookupError), issubclass(BrokenPipeError, ConnectionError))
print(str(FileNotFoundError(2, "No such file", "x.txt")), str(OSError("plain")))
