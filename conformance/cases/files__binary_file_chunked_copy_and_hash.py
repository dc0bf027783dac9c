import hashlib
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
src = os.path.join(root, "big.bin")
with open(src, "wb") as f:
    for i in range(200):
        f.write(bytes([i % 256]) * 100)
print(os.path.getsize(src))

def copy_chunked(a, b, size=4096):
    n = 0
    with open(a, "rb") as fin, open(b, "wb") as fout:
        while chunk := fin.read(size):
            fout.write(chunk)
            n += 1
    return n

def file_hash(path, size=1024):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(size), b""):
            h.update(block)
    return h.hexdigest()

dst = os.path.join(root, "copy.bin")
print(copy_chunked(src, dst), file_hash(src) == file_hash(dst), file_hash(dst)[:16])
with open(dst, "r+b") as f:
    f.seek(5000)
    f.write(b"\xff")
print(file_hash(src) == file_hash(dst), os.path.getsize(dst))
with open(src, "rb") as f:
    f.seek(150 * 100)
    print(f.read(3), f.tell())
shutil.rmtree(root)
