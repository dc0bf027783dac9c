import os
import shutil
import tempfile

root = tempfile.mkdtemp()
layout = {"src/main.py": "print(1)\n", "src/util/helpers.py": "x = 1\n",
          "docs/index.md": "# Docs\n", "docs/api/ref.md": "ref\n", "setup.cfg": "[x]\n"}
for rel, text in layout.items():
    full = os.path.join(root, *rel.split("/"))
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)
print(sorted(os.listdir(root)))
for dirpath, dirnames, filenames in os.walk(root):
    dirnames.sort()
    rel = os.path.relpath(dirpath, root)
    print(rel, sorted(filenames))
count = 0
for dirpath, dirnames, filenames in os.walk(root, topdown=True):
    dirnames[:] = [d for d in dirnames if d != "docs"]
    count += len(filenames)
print("without docs:", count)
entries = sorted((n, os.path.isdir(os.path.join(root, n)), os.path.isfile(os.path.join(root, n)))
                 for n in os.listdir(root))
print(entries)
sizes = {}
for dirpath, _, filenames in os.walk(root):
    for name in filenames:
        sizes[name] = os.path.getsize(os.path.join(dirpath, name))
print(sorted(sizes.items()))
shutil.rmtree(root)
