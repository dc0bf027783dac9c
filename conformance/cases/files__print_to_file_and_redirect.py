import contextlib
import io
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "out.txt")
with open(path, "w") as f:
    print("header", file=f)
    print("a", "b", "c", sep=",", file=f)
    print("no newline", end="", file=f)
    print(file=f)
    for i in range(3):
        print(f"row {i}", file=f, end=";\n")
with open(path) as f:
    print(repr(f.read()))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line")
    print(1, 2, 3)
print("buffer:", repr(buf.getvalue()))
with open(path, "a") as f, contextlib.redirect_stdout(f):
    print("redirected into the file")
with open(path) as f:
    print(f.read().splitlines()[-1])
shutil.rmtree(root)
