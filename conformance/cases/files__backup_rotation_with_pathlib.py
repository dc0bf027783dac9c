import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
data = root / "data"
backups = root / "backups"
data.mkdir()
backups.mkdir()
(data / "db.txt").write_text("v1")

def backup(version, keep=3):
    target = backups / f"db.{version:03d}.txt"
    shutil.copyfile(data / "db.txt", target)
    existing = sorted(backups.glob("db.*.txt"))
    for old in existing[:-keep]:
        old.unlink()
    return [p.name for p in sorted(backups.iterdir())]

for v in range(1, 6):
    (data / "db.txt").write_text(f"v{v}")
    print(backup(v))
latest = max(backups.glob("*.txt"), key=lambda p: int(p.stem.split(".")[1]))
print(latest.name, latest.read_text())
restored = shutil.copy(latest, data / "restored.txt")
print(Path(restored).name, Path(restored).read_text(), sorted(p.name for p in data.iterdir()))
shutil.rmtree(root)
