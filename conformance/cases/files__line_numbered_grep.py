import os
import re
import shutil
import tempfile

root = tempfile.mkdtemp()
sources = {
    "app.py": "import os\n\ndef main():\n    # TODO: handle errors\n    return os.getcwd\n",
    "util.py": "def helper(x):\n    return x  # todo later\n\n# FIXME: rename\n",
    "notes.txt": "TODO buy milk\n",
}
for name, text in sources.items():
    with open(os.path.join(root, name), "w") as f:
        f.write(text)

def grep(pattern, directory, exts=(".py",), ignore_case=True):
    rx = re.compile(pattern, re.I if ignore_case else 0)
    hits = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(exts):
            continue
        with open(os.path.join(directory, name)) as f:
            for lineno, line in enumerate(f, 1):
                if rx.search(line):
                    hits.append(f"{name}:{lineno}: {line.strip()}")
    return hits

for hit in grep(r"\b(todo|fixme)\b", root):
    print(hit)
print(grep(r"TODO", root, exts=(".py", ".txt"), ignore_case=False))
print(len(grep(r"def \w+", root)))
shutil.rmtree(root)
