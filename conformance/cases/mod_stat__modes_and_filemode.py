import os
import shutil
import stat
import tempfile
for mode in (0o100644, 0o40755, 0o120777, 0o20620, 0o60660, 0o10600, 0o140755, 0o104755, 0o41777):
    kinds = [name for name in ("S_ISDIR", "S_ISREG", "S_ISLNK", "S_ISCHR", "S_ISBLK", "S_ISFIFO", "S_ISSOCK")
             if getattr(stat, name)(mode)]
    print(oct(mode), kinds, stat.filemode(mode), oct(stat.S_IMODE(mode)), oct(stat.S_IFMT(mode)))
print(stat.S_IFDIR, stat.S_IFREG, stat.S_IRUSR | stat.S_IWUSR, stat.S_IXOTH, stat.ST_MODE, stat.ST_SIZE)
print(bool(0o644 & stat.S_IRGRP), stat.S_ISUID, stat.S_ISVTX, stat.S_IRWXU)
root = tempfile.mkdtemp()
path = os.path.join(root, "f.txt")
with open(path, "w") as f:
    f.write("x")
st = os.stat(path)
print(stat.S_ISREG(st.st_mode), stat.S_ISDIR(os.stat(root).st_mode), stat.S_ISDIR(st[stat.ST_MODE]))
print(stat.filemode(os.stat(root).st_mode)[0], stat.filemode(st.st_mode)[0])
shutil.rmtree(root)
for bad in ("x", 1.5, -1):
    try:
        stat.S_ISDIR(bad)
    except (TypeError, OverflowError, ValueError) as e:
        print(type(e).__name__)
stat.filemode(2 ** 80)
