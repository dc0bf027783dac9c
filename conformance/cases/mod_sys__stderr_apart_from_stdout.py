# What a program writes to sys.stderr is a stream of its own, interleaved with stdout only
# in time: the comparison sees each stream apart.
import sys

print("out 1")
print("err 1", file=sys.stderr)
sys.stderr.write("raw ")
sys.stderr.write("line\n")
print("a", "b", sep="-", end="!\n", file=sys.stderr)
sys.stderr.writelines(["x\n", "y\n"])
print("out 2")
print(sys.stderr.write("count\n"), sys.stderr.writable(), sys.stderr.isatty())
sys.stderr.flush()
print(*range(3), file=sys.stderr)
