import os
import shutil
import tempfile

root = tempfile.mkdtemp()
f = os.path.join(root, "file.txt")
d = os.path.join(root, "dir")
os.mkdir(d)
with open(f, "w") as fh:
    fh.write("abc")
for p in [root, f, d, os.path.join(root, "missing")]:
    name = os.path.relpath(p, root)
    print(name, os.path.exists(p), os.path.isfile(p), os.path.isdir(p), os.path.lexists(p))
print(os.path.getsize(f), os.path.basename(f), os.path.splitext(f)[1])
print(os.path.join(os.path.dirname(f), "x") == os.path.join(root, "x"))
print(os.path.relpath(os.path.join(d, "a", "b"), root), os.path.relpath(root, d))
print(os.path.normpath(os.path.join(d, "..", "file.txt")) == f, os.path.isabs(f))
print(os.path.samefile(f, os.path.join(d, "..", "file.txt")))
print(sorted(os.listdir(root)), len(os.listdir(d)))
try:
    os.path.getsize(os.path.join(root, "missing"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
shutil.rmtree(root)
