import os
import shutil
import tempfile

root = tempfile.mkdtemp()
a = os.path.join(root, "a.txt")
with open(a, "w") as f:
    f.write("x" * 100)
st = os.stat(a)
print(st.st_size, os.path.isfile(a), os.path.isdir(root))
b = os.path.join(root, "b.txt")
os.rename(a, b)
print(os.path.exists(a), os.path.exists(b))
with open(a, "w") as f:
    f.write("new")
os.replace(a, b)
with open(b) as f:
    print(f.read())
print(os.path.isfile(b), os.path.isdir(b), os.path.islink(b))
print(os.path.getsize(b))
os.unlink(b)
print(os.listdir(root))
shutil.rmtree(root)
