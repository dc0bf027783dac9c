import traceback
import sys

def risky(x):
    return {"a": 1}[x]

try:
    risky("b")
except KeyError:
    tb = traceback.format_exc()
    print(tb.strip().splitlines()[-1])
    print("Traceback" in tb)
    etype, evalue, _ = sys.exc_info()
    print(etype.__name__, evalue)
try:
    int("x")
except ValueError as e:
    print(traceback.format_exception_only(type(e), e))
    print("".join(traceback.format_exception(e)).splitlines()[-1])
def outer():
    try:
        risky("z")
    except KeyError as e:
        raise RuntimeError("wrapped") from e
try:
    outer()
except RuntimeError as e:
    lines = traceback.format_exception(e)
    print(sum("direct cause" in l for l in lines), lines[-1].strip())
print(repr(sys.exc_info()))
outer()
