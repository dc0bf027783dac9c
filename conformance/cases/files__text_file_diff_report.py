import difflib
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
old = "alpha\nbeta\ngamma\ndelta\n"
new = "alpha\nBETA\ngamma\nepsilon\ndelta\n"
for name, text in [("old.txt", old), ("new.txt", new)]:
    with open(os.path.join(root, name), "w") as f:
        f.write(text)
with open(os.path.join(root, "old.txt")) as f:
    a = f.readlines()
with open(os.path.join(root, "new.txt")) as f:
    b = f.readlines()
diff = list(difflib.unified_diff(a, b, fromfile="old.txt", tofile="new.txt"))
print("".join(diff))
with open(os.path.join(root, "changes.diff"), "w") as f:
    f.writelines(diff)
with open(os.path.join(root, "changes.diff")) as f:
    print(sum(1 for line in f if line.startswith(("+", "-")) and not line.startswith(("+++", "---"))))
print(round(difflib.SequenceMatcher(None, old, new).ratio(), 3))
print(difflib.get_close_matches("gama", [l.strip() for l in b]))
shutil.rmtree(root)
