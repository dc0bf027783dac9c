import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
d = root / "a" / "b"
try:
    d.mkdir()
except FileNotFoundError:
    print("parent missing")
d.mkdir(parents=True)
try:
    d.mkdir()
except FileExistsError:
    print("already exists")
d.mkdir(exist_ok=True)
f = d / "file.txt"
f.write_text("x")
try:
    f.mkdir(exist_ok=True)
except FileExistsError:
    print("file in the way")
try:
    (root / "a").rmdir()
except OSError as e:
    print("not empty:", type(e).__name__)
try:
    (root / "missing.txt").read_text()
except FileNotFoundError as e:
    print("missing:", e.errno)
try:
    (root / "missing.txt").unlink()
except FileNotFoundError:
    print("unlink missing")
print((root / "nope").exists(), (root / "nope").is_dir(), (root / "nope").is_file())
print(f.exists(), sorted(str(p.relative_to(root)) for p in root.glob("**/*")))
f.unlink()
d.rmdir()
(root / "a").rmdir()
print(list(root.iterdir()))
shutil.rmtree(root)
