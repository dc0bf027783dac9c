import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "blob.bin")
with open(path, "wb") as f:
    f.write(bytes(range(16)))
    print("tell after write", f.tell())
with open(path, "rb") as f:
    print(f.read(4))
    print(f.tell())
    f.seek(10)
    print(f.read(3))
    f.seek(-2, os.SEEK_END)
    print(f.read())
    f.seek(0)
    chunks = []
    while chunk := f.read(5):
        chunks.append(len(chunk))
    print(chunks)
with open(path, "ab") as f:
    f.write(b"\xff\xfe")
with open(path, "rb") as f:
    data = f.read()
print(len(data), data[-3:], data.hex()[:8])
with open(path, "r+b") as f:
    f.seek(1)
    f.write(b"ZZ")
with open(path, "rb") as f:
    print(f.read(5))
shutil.rmtree(root)
