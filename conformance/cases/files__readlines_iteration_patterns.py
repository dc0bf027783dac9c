import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "data.txt")
with open(path, "w") as f:
    f.writelines(f"row {i}: {'x' * i}\n" for i in range(1, 6))
    f.write("no newline at end")
with open(path) as f:
    print(next(f), end="")
    print(f.readline(3), "|", f.readline(), end="")
    rest = f.readlines()
print(len(rest), repr(rest[-1]))
with open(path) as f:
    print(sum(1 for line in f if "xx" in line))
with open(path) as f:
    print(f.read(10), f.tell())
    f.seek(0)
    print(f.readlines(20))
with open(path) as f:
    longest = max(f, key=len)
print(repr(longest))
f = open(path)
print(f.closed, f.name == path, f.mode, f.readable(), f.writable(), f.seekable())
f.close()
print(f.closed)
try:
    f.read()
except ValueError as e:
    print(e)
with open(path, "w") as f:
    try:
        f.read()
    except OSError as e:
        print(type(e).__name__, e)
shutil.rmtree(root)
