import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "lines.txt")
lines = ["first", "", "  indented", "tab\there", "unicode: ñ", "last"]
with open(path, "w") as f:
    f.write("\n".join(lines))
with open(path) as f:
    back = f.read().split("\n")
print(back == lines, len(back))
with open(path) as f:
    raw = f.readlines()
print(raw[:3], raw[-1])
with open(path, "w") as f:
    f.writelines(line + "\n" for line in lines)
with open(path) as f:
    stripped = [l.rstrip("\n") for l in f]
print(stripped == lines)
with open(path) as f:
    numbered = [f"{i:>2}: {l}" for i, l in enumerate(f.read().splitlines(), 1) if l.strip()]
print("\n".join(numbered))
with open(path, "a") as f:
    print("appended via print", file=f)
with open(path) as f:
    print(f.read().count("\n"), os.path.getsize(path))
shutil.rmtree(root)
