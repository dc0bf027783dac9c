import glob
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
for rel in ["a1.txt", "a2.txt", "b1.txt", "img/x.png", "img/y.PNG", "img/deep/z.png"]:
    full = os.path.join(root, rel)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    open(full, "w").close()

def rel(paths):
    return sorted(os.path.relpath(p, root) for p in paths)

print(rel(glob.glob(os.path.join(root, "*.txt"))))
print(rel(glob.glob(os.path.join(root, "a?.txt"))))
print(rel(glob.glob(os.path.join(root, "[ab]1.txt"))))
print(rel(glob.glob(os.path.join(root, "img", "*.png"))))
print(rel(glob.glob(os.path.join(root, "**", "*.png"), recursive=True)))
print(rel(glob.iglob(os.path.join(root, "*"))))
print(glob.glob(os.path.join(root, "*.nothing")))
print(glob.escape("file[1].txt"))
print(sorted(glob.glob("*.txt", root_dir=root)))
shutil.rmtree(root)
