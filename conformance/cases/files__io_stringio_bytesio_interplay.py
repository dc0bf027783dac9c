import io
import json
import csv
import os
import shutil
import tempfile

buf = io.StringIO()
json.dump({"a": [1, 2]}, buf)
print(buf.getvalue(), buf.tell())
buf.seek(0)
print(json.load(buf))
b = io.BytesIO(b"line1\nline2\n")
print(b.readline(), b.read(), b.getvalue()[:5])
b.seek(0, io.SEEK_END)
b.write(b"line3")
print(b.getvalue().splitlines())
root = tempfile.mkdtemp()
out = io.StringIO()
csv.writer(out).writerows([["k", "v"], ["a", 1]])
path = os.path.join(root, "from_buffer.csv")
with open(path, "w", newline="") as f:
    f.write(out.getvalue())
with open(path, "rb") as f:
    print(f.read())
with open(path, newline="") as f:
    print(list(csv.reader(f)))
s = io.StringIO("one\ntwo\nthree")
print([line.strip() for line in s], s.read(), s.closed)
s.close()
print(s.closed)
shutil.rmtree(root)
