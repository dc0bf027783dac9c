# contextlib.chdir around a step that works with relative paths, nested and restored even
# when the block raises; the cases work under a temporary directory.
import contextlib
import os
import shutil
import tempfile
from pathlib import Path

root = tempfile.mkdtemp()
start = os.getcwd()
os.makedirs(os.path.join(root, "data", "raw"))
with contextlib.chdir(root):
    print(os.getcwd() == os.path.realpath(root) or os.getcwd() == root)
    Path("data/raw/a.csv").write_text("x,y\n1,2\n")
    with contextlib.chdir("data") as entered:
        print(entered, os.path.basename(os.getcwd()), sorted(os.listdir("raw")))
        print(Path("raw/a.csv").read_text().splitlines())
    print(sorted(os.listdir(".")))
    try:
        with contextlib.chdir("data/raw"):
            raise ValueError("step failed")
    except ValueError as exc:
        print("caught", exc, os.path.basename(os.getcwd()) == os.path.basename(root))
    cd = contextlib.chdir("data")
    print(cd.path)
    with cd:
        with cd:
            print(os.path.basename(os.getcwd()))
        print(os.path.basename(os.getcwd()))
    try:
        with contextlib.chdir("missing"):
            pass
    except FileNotFoundError as exc:
        print("missing:", type(exc).__name__, exc.filename)
print(os.getcwd() == start)
shutil.rmtree(root)
