import configparser
import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
ini_text = """[server]
host = 0.0.0.0
port = 8000
workers = 4

[features]
search = true
beta = no

[paths]
root = /srv
static = %(root)s/static
"""
with open(os.path.join(root, "settings.ini"), "w") as f:
    f.write(ini_text)

def convert(value):
    low = value.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(value)
    except ValueError:
        return value

parser = configparser.ConfigParser()
with open(os.path.join(root, "settings.ini")) as f:
    parser.read_file(f)
result = {s: {k: convert(v) for k, v in parser.items(s)} for s in parser.sections()}
out = os.path.join(root, "settings.json")
with open(out, "w") as f:
    json.dump(result, f, indent=2)
with open(out) as f:
    print(f.read())
print(parser.items("paths", raw=True))
shutil.rmtree(root)
