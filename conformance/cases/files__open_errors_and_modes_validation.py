import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "f.txt")
checks = [
    lambda: open(path, "rw"),
    lambda: open(path, "wb", encoding="utf-8"),
    lambda: open(path, "q"),
    lambda: open(path, "w", buffering=0),
    lambda: open(path, "rb", newline=""),
    lambda: open(path, 5.5),
]
for check in checks:
    try:
        check()
        print("opened")
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
with open(path, "w") as f:
    try:
        f.write(b"bytes")
    except TypeError as e:
        print("TypeError", e)
with open(path, "wb") as f:
    try:
        f.write("text")
    except TypeError as e:
        print("TypeError", e)
with open(path, "rb") as f:
    try:
        f.write(b"x")
    except OSError as e:
        print(type(e).__name__, e)
shutil.rmtree(root)
