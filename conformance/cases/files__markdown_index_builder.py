import re
import shutil
import tempfile
from pathlib import Path

root = Path(tempfile.mkdtemp())
docs = root / "docs"
(docs / "guide").mkdir(parents=True)
pages = {
    "index.md": "# Home\nWelcome.\n",
    "guide/install.md": "# Installing\n## Requirements\n## Steps\n",
    "guide/usage.md": "# Usage\nSome text\n## Advanced usage\n",
    "changelog.md": "No title here\n",
}
for rel, text in pages.items():
    (docs / rel).write_text(text)

def headings(path):
    return [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(#+)\s+(.*)$", path.read_text(), re.M)]

lines = ["# Index", ""]
for page in sorted(docs.rglob("*.md")):
    hs = headings(page)
    title = hs[0][1] if hs else page.stem.title()
    rel = page.relative_to(docs).as_posix()
    lines.append(f"- [{title}]({rel})")
    lines.extend(f"  - {text}" for level, text in hs[1:] if level == 2)
index = root / "INDEX.md"
index.write_text("\n".join(lines) + "\n")
print(index.read_text())
shutil.rmtree(root)
