import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
report = root / "out" / "report.md"
report.parent.mkdir(parents=True)
print(report.write_text("# Title\n\nBody text.\n"))
print(report.read_text().splitlines())
print(report.exists(), report.is_file(), report.parent.is_dir())
print(report.name, report.stem, report.suffix, report.parent.name)
data = root / "data.bin"
data.write_bytes(b"\x00\x01\x02")
print(data.read_bytes(), data.stat().st_size)
renamed = data.rename(root / "data2.bin")
print(renamed.name, data.exists(), renamed.exists())
print(sorted(p.name for p in root.iterdir()))
(root / "empty").touch()
print((root / "empty").stat().st_size)
(root / "empty").unlink()
(root / "empty").unlink(missing_ok=True)
print(sorted(p.relative_to(root).as_posix() for p in root.rglob("*")))
with report.open("a") as f:
    f.write("More.\n")
print(report.read_text().count("\n"))
shutil.rmtree(root)
print(root.exists())
