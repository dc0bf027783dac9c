# gzip.open on files: write, read back, append a member, line iteration
import gzip
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "log.txt.gz")
with gzip.open(path, "wt") as f:
    for i in range(5):
        f.write(f"line {i}\n")
with gzip.open(path, "rt") as f:
    print(f.readlines())
with gzip.open(path, "ab") as f:
    f.write(b"appended\n")
with gzip.open(path) as f:
    lines = f.read().decode().splitlines()
print(len(lines), lines[-1])
with open(path, "rb") as f:
    head = f.read(10)
print(head[:4], os.path.getsize(path) > 40)
with gzip.GzipFile(path) as f:
    print(sum(1 for _ in f))
try:
    gzip.open(path, "rbt")
except ValueError as exc:
    print("ValueError:", exc)
try:
    gzip.open(path, "rb", encoding="utf-8")
except ValueError as exc:
    print("ValueError:", exc)
shutil.rmtree(root)
