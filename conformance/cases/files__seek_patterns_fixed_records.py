import os
import shutil
import struct
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "records.bin")
REC = struct.Struct("<I10sd")
people = [(1, b"ada", 36.5), (2, b"bob", 41.0), (3, b"cy", 29.25), (4, b"dee", 50.0)]
with open(path, "wb") as f:
    for p in people:
        f.write(REC.pack(*p))
print(os.path.getsize(path), REC.size * len(people))

def read_record(f, index):
    f.seek(index * REC.size)
    rid, name, score = REC.unpack(f.read(REC.size))
    return rid, name.rstrip(b"\x00").decode(), score

with open(path, "rb") as f:
    print(read_record(f, 2), read_record(f, 0), f.tell())
with open(path, "r+b") as f:
    f.seek(1 * REC.size)
    f.write(REC.pack(2, b"bobby", 42.5))
with open(path, "rb") as f:
    print([read_record(f, i) for i in range(4)])
    f.seek(0, os.SEEK_END)
    print(f.tell() // REC.size)
    f.seek(-REC.size, os.SEEK_END)
    print(REC.unpack(f.read())[0])
shutil.rmtree(root)
