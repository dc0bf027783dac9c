import os
import shutil
import tempfile
import tomllib

root = tempfile.mkdtemp()
path = os.path.join(root, "pyproject.toml")
with open(path, "w") as f:
    f.write('[project]\nname = "demo"\nversion = "0.1.0"\ndependencies = ["a>=1", "b"]\n'
            '\n[tool.lint]\nline-length = 100\nselect = ["E", "F"]\n')
with open(path, "rb") as f:
    data = tomllib.load(f)
print(data["project"]["name"], data["project"]["dependencies"])
print(data["tool"]["lint"])
try:
    with open(path) as f:
        tomllib.load(f)
except TypeError as e:
    print("TypeError:", e)
shutil.rmtree(root)
