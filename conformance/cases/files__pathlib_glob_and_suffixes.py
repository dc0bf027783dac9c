import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
names = ["a.py", "b.py", "c.txt", "pkg/__init__.py", "pkg/mod.py", "pkg/data/x.json",
         "archive.tar.gz", "README"]
for name in names:
    p = root / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(name.upper())
print(sorted(p.name for p in root.glob("*.py")))
print(sorted(p.relative_to(root).as_posix() for p in root.glob("**/*.py")))
print(sorted(p.relative_to(root).as_posix() for p in root.rglob("*.json")))
print(sorted(p.name for p in root.glob("?.*")))
arch = root / "archive.tar.gz"
print(arch.suffix, arch.suffixes, arch.stem)
print(arch.with_suffix(".zip").name, arch.with_name("other.tgz").name)
print((root / "README").suffix == "")
dirs = sorted(p.name for p in root.rglob("*") if p.is_dir())
print(dirs)
total = sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
print("total bytes", total)
print(sorted(p.name for p in (root / "pkg").iterdir()))
shutil.rmtree(root)
