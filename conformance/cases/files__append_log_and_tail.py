import os
import shutil
import tempfile
from collections import deque

root = tempfile.mkdtemp()
log = os.path.join(root, "service.log")
levels = ["INFO", "WARN", "ERROR"]
for i in range(25):
    with open(log, "a") as f:
        f.write(f"{i:03d} {levels[i % 3 if i % 7 else 2]} message number {i}\n")

def tail(path, n=5):
    with open(path) as f:
        return [line.rstrip("\n") for line in deque(f, maxlen=n)]

print(tail(log, 3))
with open(log) as f:
    errors = [line.split()[0] for line in f if " ERROR " in line]
print(errors)
counts = {}
with open(log) as f:
    for line in f:
        level = line.split()[1]
        counts[level] = counts.get(level, 0) + 1
print(counts, os.path.getsize(log))
with open(log, "r+") as f:
    content = f.read()
    f.seek(0)
    f.truncate()
    f.write(content.replace("message", "msg"))
print(tail(log, 2), os.path.getsize(log))
shutil.rmtree(root)
