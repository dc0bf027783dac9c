import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
for i, name in enumerate(["b.log", "a.log", "c.txt", "d.log"]):
    (root / name).write_text("x" * (i + 1) * 10)
logs = sorted(root.glob("*.log"), key=lambda p: p.stat().st_size, reverse=True)
print([(p.name, p.stat().st_size) for p in logs])
with (root / "a.log").open("a") as f:
    f.write("appended")
with (root / "a.log").open() as f:
    print(len(f.read()))
with (root / "bin.dat").open("wb") as f:
    f.write(b"\x00" * 4)
print((root / "bin.dat").read_bytes())
print(sorted(p.suffix for p in root.iterdir()))
archive = root / "archive"
archive.mkdir()
for p in sorted(root.glob("*.log")):
    p.rename(archive / p.name)
print(sorted(p.name for p in archive.iterdir()), sorted(p.name for p in root.iterdir()))
print((archive / "a.log").read_text()[-8:], (root / "archive" / "x").parent == archive)
print(Path(root / "c.txt").samefile(root / "c.txt"), (root / "c.txt").with_suffix(".md").name)
shutil.rmtree(root)
