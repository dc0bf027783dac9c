import os
import shutil
import tempfile

root = tempfile.mkdtemp()
missing = os.path.join(root, "nope.txt")
try:
    open(missing)
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror)
    print(os.path.basename(e.filename))
try:
    os.remove(missing)
except OSError as e:
    print("remove:", type(e).__name__, isinstance(e, FileNotFoundError))
try:
    open(root)
except IsADirectoryError as e:
    print("dir:", e.strerror)
try:
    os.mkdir(root)
except FileExistsError as e:
    print("mkdir:", e.strerror)
sub = os.path.join(root, "a", "b")
try:
    os.mkdir(sub)
except FileNotFoundError:
    print("parent missing")
os.makedirs(sub)
os.makedirs(sub, exist_ok=True)
print(os.path.isdir(sub))
try:
    os.rmdir(os.path.join(root, "a"))
except OSError as e:
    print("rmdir not empty:", type(e).__name__)
shutil.rmtree(root)
