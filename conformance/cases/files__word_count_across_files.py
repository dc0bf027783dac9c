import os
import re
import shutil
import tempfile
from collections import Counter
from pathlib import Path

root = Path(tempfile.mkdtemp())
texts = {
    "a.txt": "The quick brown fox jumps over the lazy dog.\nThe dog sleeps.",
    "b.txt": "A fox, a dog, and a cat walk into a bar.",
    "notes/c.md": "# Notes\nFox facts: the fox is quick.",
    "skip.bin": "binary-ish",
}
for rel, text in texts.items():
    p = root / rel
    p.parent.mkdir(exist_ok=True)
    p.write_text(text)
totals = Counter()
per_file = {}
for path in sorted(root.rglob("*")):
    if path.suffix not in {".txt", ".md"}:
        continue
    words = re.findall(r"[a-z']+", path.read_text().lower())
    per_file[path.relative_to(root).as_posix()] = len(words)
    totals.update(words)
print(per_file)
print(totals.most_common(4))
summary = root / "summary.txt"
with summary.open("w") as f:
    for word, n in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
        print(f"{word:<8}{n:>3}", file=f)
print(summary.read_text(), end="")
print(os.path.getsize(summary), len(summary.read_text().splitlines()))
shutil.rmtree(root)
