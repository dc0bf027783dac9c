import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    print(os.path.isdir(tmp))
    path = os.path.join(tmp, "x.txt")
    with open(path, "w") as f:
        f.write("hello")
    print(os.listdir(tmp))
    keep = tmp
print(os.path.exists(keep))

with tempfile.NamedTemporaryFile("w+", suffix=".csv", delete=False) as f:
    f.write("a,b\n1,2\n")
    f.seek(0)
    print(f.read().splitlines())
    name = f.name
print(name.endswith(".csv"), os.path.exists(name))
os.remove(name)
print(os.path.exists(name))

with tempfile.TemporaryFile() as f:
    f.write(b"spooled data")
    f.seek(0)
    print(f.read())

d = tempfile.mkdtemp(prefix="job_")
print(os.path.basename(d).startswith("job_"))
fd_path = os.path.join(d, "y")
with open(fd_path, "w") as f:
    print(f.write("12345"))
os.remove(fd_path)
os.rmdir(d)
print(os.path.exists(d))
