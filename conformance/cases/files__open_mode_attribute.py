import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "x.bin")
for mode in ["w", "r", "a", "w+", "r+", "a+", "wb", "rb", "ab", "w+b", "wb+", "r+b", "ab+",
             "rt", "wt"]:
    with open(path, mode) as f:
        print(f"{mode:<4} -> {f.mode:<4} readable={f.readable()} writable={f.writable()}")
os.remove(path)
for mode in ["x", "xb", "xb+", "x+"]:
    with open(path, mode) as f:
        print(f"{mode:<4} -> {f.mode}")
    os.remove(path)
with open(path, "wb") as f:
    f.write(b"abc")
with open(path, "r+b") as f:
    f.seek(0, os.SEEK_END)
    f.write(b"def")
with open(path, "rb") as f:
    print(f.read(), f.name == path)
shutil.rmtree(root)
