import fnmatch
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
names = ["main.py", "test_main.py", "README.md", "setup.cfg", "data_01.csv", "data_02.csv",
         "notes.TXT", ".env"]
for n in names:
    open(os.path.join(root, n), "w").close()
listing = sorted(os.listdir(root))
print(fnmatch.filter(listing, "*.py"), fnmatch.filter(listing, "test_*"))
print(fnmatch.filter(listing, "data_0[12].csv"), fnmatch.filter(listing, "*.[tT][xX][tT]"))
print([n for n in listing if fnmatch.fnmatch(n, "*.txt")], fnmatch.fnmatchcase("A.TXT", "*.txt"))
print(fnmatch.translate("*.py"), fnmatch.filter(listing, ".*"), fnmatch.filter(listing, "[!.]*")[:3])
ignore = ["*.csv", ".env", "*.cfg"]
kept = [n for n in listing if not any(fnmatch.fnmatch(n, pat) for pat in ignore)]
print(kept)
shutil.rmtree(root)
