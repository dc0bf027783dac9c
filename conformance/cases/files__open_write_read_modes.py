import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "notes.txt")
with open(path, "w") as f:
    n = f.write("first line\nsecond line\n")
    print("wrote", n)
with open(path, "a") as f:
    f.write("third line\n")
with open(path) as f:
    print(repr(f.readline()))
    print(f.readlines())
with open(path, "r") as f:
    for i, line in enumerate(f, 1):
        print(i, line.rstrip())
with open(path) as f:
    data = f.read()
print(len(data), data.count("\n"))
try:
    with open(path, "x") as f:
        f.write("never")
except FileExistsError as e:
    print("exists:", type(e).__name__, e.errno)
with open(path, "r+") as f:
    f.write("FIRST")
    f.seek(0)
    print(f.read().splitlines())
print(os.path.getsize(path))
shutil.rmtree(root)
print(os.path.exists(root))
