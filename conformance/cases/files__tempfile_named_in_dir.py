import os
import tempfile

root = tempfile.mkdtemp(prefix="case_")
with tempfile.NamedTemporaryFile("w", dir=root, suffix=".txt", delete=False) as f:
    f.write("named temp")
    name = f.name
print(os.path.dirname(name) == root, name.endswith(".txt"))
with open(name) as f:
    print(f.read())
with tempfile.TemporaryDirectory(dir=root) as sub:
    p = os.path.join(sub, "inner.txt")
    with open(p, "w") as f:
        f.write("x")
    print(os.listdir(sub), os.path.dirname(sub) == root)
print(os.path.exists(sub))
with tempfile.NamedTemporaryFile(dir=root) as f:
    f.write(b"bytes by default")
    f.flush()
    f.seek(0)
    print(f.read(), f.mode)
    temp_name = f.name
print(os.path.exists(temp_name))
os.remove(name)
print(os.listdir(root))
os.rmdir(root)
print(os.path.exists(root), tempfile.gettempdir() == os.path.dirname(root))
