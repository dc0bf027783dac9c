import os
import shutil
import tempfile

root = tempfile.mkdtemp()
src = os.path.join(root, "src")
dst = os.path.join(root, "dst")
os.makedirs(os.path.join(src, "sub"))
os.makedirs(dst)
for rel, text in [("one.txt", "1"), ("sub/two.txt", "2")]:
    with open(os.path.join(src, rel), "w") as f:
        f.write(text)
with open(os.path.join(dst, "keep.txt"), "w") as f:
    f.write("keep")
shutil.copytree(src, dst, dirs_exist_ok=True)
found = []
for d, dirs, files in os.walk(dst):
    dirs.sort()
    found += [os.path.relpath(os.path.join(d, f), dst) for f in sorted(files)]
print(found)
try:
    shutil.rmtree(os.path.join(root, "nothing"))
except FileNotFoundError:
    print("rmtree missing raises")
shutil.rmtree(os.path.join(root, "nothing"), ignore_errors=True)
print("ignored")
shutil.copy2(os.path.join(src, "one.txt"), os.path.join(root, "one_copy.txt"))
with open(os.path.join(root, "one_copy.txt")) as f:
    print(f.read())
try:
    shutil.copyfile(os.path.join(src, "one.txt"), os.path.join(src, "one.txt"))
except shutil.SameFileError:
    print("SameFileError")
print(sorted(os.listdir(root)))
shutil.rmtree(root)
