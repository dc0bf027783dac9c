import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
inbox = root / "inbox"
outbox = root / "outbox"
inbox.mkdir()
docs = {"note1.txt": "buy milk\nCALL bob\n\n", "note2.txt": "  Fix Bug #12  \n", "skip.md": "# md\n",
        "empty.txt": ""}
for name, text in docs.items():
    (inbox / name).write_text(text)
outbox.mkdir()
summary = []
for src in sorted(inbox.glob("*.txt")):
    lines = [l.strip().lower() for l in src.read_text().splitlines() if l.strip()]
    if not lines:
        summary.append(f"{src.name}: empty, skipped")
        continue
    dst = outbox / src.with_suffix(".clean.txt").name
    dst.write_text("\n".join(lines) + "\n")
    summary.append(f"{src.name} -> {dst.name} ({len(lines)} lines)")
for line in summary:
    print(line)
for p in sorted(outbox.iterdir()):
    print(p.name, repr(p.read_text()))
print(sorted(p.name for p in inbox.iterdir() if p.suffix != ".txt"))
shutil.rmtree(root)
