import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "u.txt")
with open(path, "w", encoding="utf-8") as f:
    f.write("café ☕\nnaïve\n")
with open(path, "rb") as f:
    raw = f.read()
print(raw)
print(len(raw), len(raw.decode("utf-8")))
with open(path, encoding="utf-8") as f:
    print(f.read().split())
with open(path, "w", encoding="latin-1") as f:
    f.write("café")
with open(path, "rb") as f:
    print(f.read())
try:
    with open(path, encoding="utf-8") as f:
        f.read()
except UnicodeDecodeError as e:
    print("decode:", e.reason)
with open(path, encoding="utf-8", errors="replace") as f:
    print(repr(f.read()))
with open(path, "wb") as f:
    f.write(b"a\r\nb\rc\n")
with open(path) as f:
    print(repr(f.read()))
with open(path, newline="") as f:
    print(repr(f.read()))
with open(path, "w", newline="\r\n") as f:
    f.write("x\ny\n")
with open(path, "rb") as f:
    print(f.read())
shutil.rmtree(root)
