import os
import shutil
import tempfile

root = tempfile.mkdtemp()
target = os.path.join(root, "dir")
os.mkdir(target)
with open(os.path.join(target, "f.txt"), "w") as f:
    f.write("x")
errors = []
for action in (lambda: os.rmdir(target), lambda: os.remove(target),
               lambda: open(os.path.join(target, "f.txt", "sub"), "w"),
               lambda: os.listdir(os.path.join(target, "f.txt")),
               lambda: os.rename(os.path.join(root, "missing"), os.path.join(root, "x"))):
    try:
        action()
    except OSError as e:
        errors.append((type(e).__name__, e.errno))
print(errors)
shutil.rmtree(root)
print(os.path.exists(root))
os.stat("no-such-file-for-this-case.txt")
