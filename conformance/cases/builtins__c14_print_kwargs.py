print("a", "b", sep="")
print("x", end="")
print("y", end="!\n")
print(*range(4), sep=", ", end=".\n")
print()
print(None, True, 1.0, [None], sep="|")
import io
buf = io.StringIO()
print("to buffer", 42, file=buf)
print(repr(buf.getvalue()))
try:
    print("x", sep=1)
except TypeError as e:
    print(e)
print("z", flush=True)
