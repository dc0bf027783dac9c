def attempt(n):
    trace = []
    try:
        trace.append("try")
        if n == 0:
            raise ValueError("zero")
        if n == 1:
            return trace + ["returned"]
    except ValueError:
        trace.append("except")
    else:
        trace.append("else")
    finally:
        trace.append("finally")
    return trace

for n in range(3):
    print(n, attempt(n))

def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"

def finally_swallows():
    for _ in range(1):
        try:
            raise KeyError("lost")
        finally:
            break
    return "swallowed"

print(finally_overrides(), finally_swallows())

def cleanup_order():
    log = []
    try:
        try:
            raise RuntimeError("inner")
        finally:
            log.append("inner finally")
    except RuntimeError as e:
        log.append(f"caught {e}")
    finally:
        log.append("outer finally")
    return log
print(cleanup_order())
def reraise():
    try:
        raise TypeError("original")
    except TypeError:
        try:
            raise
        finally:
            print("finally during re-raise")
reraise()
