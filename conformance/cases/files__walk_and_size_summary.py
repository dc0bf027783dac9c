import os
import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
spec = {"media/a.jpg": 3000, "media/b.png": 1500, "media/raw/c.raw": 9000, "docs/x.txt": 120,
        "docs/y.txt": 80, "docs/old/z.txt": 40, "top.bin": 700}
for rel, size in spec.items():
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(b"\0" * size)
sizes = {}
for dirpath, dirnames, filenames in os.walk(root, topdown=False):
    here = sum(os.path.getsize(os.path.join(dirpath, f)) for f in filenames)
    here += sum(sizes[os.path.join(dirpath, d)] for d in dirnames)
    sizes[dirpath] = here
for path in sorted(sizes, key=lambda p: (-sizes[p], p)):
    rel = os.path.relpath(path, root)
    print(f"{sizes[path]:>6}  {rel}")
by_ext = {}
for p in root.rglob("*"):
    if p.is_file():
        by_ext[p.suffix] = by_ext.get(p.suffix, 0) + p.stat().st_size
print(sorted(by_ext.items(), key=lambda kv: -kv[1]))
largest = max((p for p in root.rglob("*") if p.is_file()), key=lambda p: p.stat().st_size)
print(largest.relative_to(root).as_posix())
shutil.rmtree(root)
