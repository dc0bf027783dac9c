import glob
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
for rel in [".hidden", "visible.txt", ".config/settings.ini", "src/a.py", "src/.cache/b.py",
            "src/pkg/c.py", "weird[1].txt"]:
    p = os.path.join(root, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(rel)
rel = lambda ps: sorted(os.path.relpath(p, root) for p in ps)
print(rel(glob.glob(os.path.join(root, "*"))))
print(rel(glob.glob(os.path.join(root, ".*"))))
print(rel(glob.glob(os.path.join(root, "**", "*.py"), recursive=True)))
print(rel(glob.glob(os.path.join(root, "src", "**"), recursive=True)))
print(rel(glob.glob(os.path.join(root, glob.escape("weird[1]") + ".txt"))))
print(rel(glob.glob(os.path.join(root, "weird[1].txt"))))
print(rel(glob.glob(os.path.join(root, "*", ""))))
print(glob.has_magic("a*b"), glob.has_magic("plain"))
shutil.rmtree(root)
