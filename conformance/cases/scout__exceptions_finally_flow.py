def parse_int(s):
    try:
        n = int(s)
    except ValueError:
        print(f"bad {s!r}")
        return None
    else:
        print(f"parsed {n}")
        return n
    finally:
        print("finally for", repr(s))

print([parse_int(s) for s in ["12", "x", " 7 "]])
def loop_with_finally():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out
print(loop_with_finally())
def nested():
    try:
        try:
            raise KeyError("inner")
        finally:
            print("inner finally")
    except LookupError as e:
        print("outer caught", repr(e))
        raise
try:
    nested()
except KeyError as e:
    print("re-raised", e.args)
def cleanup_error():
    try:
        raise ValueError("original")
    finally:
        raise TypeError("from finally")
try:
    cleanup_error()
except TypeError as e:
    print(e, "context:", repr(e.__context__))
try:
    raise
except RuntimeError as e:
    print("bare raise:", e)
x = None
try:
    x.append(1)
except AttributeError as e:
    print(e)
assert isinstance(x, list), f"expected list, got {type(x).__name__}"
