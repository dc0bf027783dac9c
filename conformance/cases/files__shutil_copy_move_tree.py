import os
import shutil
import tempfile

root = tempfile.mkdtemp()
src = os.path.join(root, "src")
os.makedirs(os.path.join(src, "nested"))
for name, text in [("a.txt", "alpha"), ("nested/b.txt", "beta"), ("c.log", "log")]:
    with open(os.path.join(src, name), "w") as f:
        f.write(text)
dst_file = shutil.copy(os.path.join(src, "a.txt"), os.path.join(root, "a_copy.txt"))
print(os.path.basename(dst_file))
shutil.copyfile(os.path.join(src, "a.txt"), os.path.join(root, "a2.txt"))
with open(os.path.join(root, "a2.txt")) as f:
    print(f.read())
tree = shutil.copytree(src, os.path.join(root, "backup"), ignore=shutil.ignore_patterns("*.log"))
listing = []
for dirpath, dirnames, files in os.walk(tree):
    dirnames.sort()
    listing.extend(os.path.relpath(os.path.join(dirpath, f), tree) for f in sorted(files))
print(listing)
moved = shutil.move(os.path.join(root, "a2.txt"), os.path.join(root, "backup"))
print(os.path.relpath(moved, root), os.path.exists(os.path.join(root, "a2.txt")))
shutil.rmtree(os.path.join(root, "backup"))
print(sorted(os.listdir(root)))
try:
    shutil.copytree(src, os.path.join(root, "src"))
except FileExistsError:
    print("copytree target exists")
shutil.rmtree(root)
