import os
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "present.txt")
with open(path, "w") as f:
    f.write("here\n")
with open(path) as f:
    print(f.read().strip())
os.remove(path)
os.rmdir(root)
print("cleaned up")
with open(os.path.join("does-not-exist-dir-xyz", "missing.txt")) as f:
    print(f.read())
