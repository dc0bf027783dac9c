import os
import shutil
import tempfile

root = tempfile.mkdtemp()
tree = ["proj/src/app/__init__.py", "proj/src/app/core.py", "proj/tests/test_core.py",
        "proj/docs/index.md", "proj/README.md", "proj/.gitignore"]
for rel in tree:
    path = os.path.join(root, *rel.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("# " + os.path.basename(rel) + "\n")

def show(path, prefix=""):
    entries = sorted(os.listdir(path), key=lambda n: (not os.path.isdir(os.path.join(path, n)), n))
    for i, name in enumerate(entries):
        last = i == len(entries) - 1
        full = os.path.join(path, name)
        print(prefix + ("└── " if last else "├── ") + name + ("/" if os.path.isdir(full) else ""))
        if os.path.isdir(full):
            show(full, prefix + ("    " if last else "│   "))

show(os.path.join(root, "proj"))
counts = {}
for dirpath, dirs, files in os.walk(os.path.join(root, "proj")):
    for f in files:
        ext = os.path.splitext(f)[1] or "(none)"
        counts[ext] = counts.get(ext, 0) + 1
print(sorted(counts.items()))
shutil.rmtree(root)
