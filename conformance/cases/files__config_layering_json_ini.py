import configparser
import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
defaults = {"db": {"host": "localhost", "port": 5432}, "log": {"level": "info"}}
with open(os.path.join(root, "defaults.json"), "w") as f:
    json.dump(defaults, f)
with open(os.path.join(root, "local.ini"), "w") as f:
    f.write("[db]\nport = 6543\nuser = app\n\n[log]\nlevel = debug\nfile = app.log\n")

def deep_merge(base, override):
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged

def coerce(value):
    for cast in (int, float):
        try:
            return cast(value)
        except ValueError:
            pass
    return value

with open(os.path.join(root, "defaults.json")) as f:
    config = json.load(f)
ini = configparser.ConfigParser()
ini.read(os.path.join(root, "local.ini"))
overrides = {s: {k: coerce(v) for k, v in ini[s].items()} for s in ini.sections()}
config = deep_merge(config, overrides)
print(json.dumps(config, indent=2, sort_keys=True))
with open(os.path.join(root, "effective.json"), "w") as f:
    json.dump(config, f, sort_keys=True)
with open(os.path.join(root, "effective.json")) as f:
    print(f.read())
shutil.rmtree(root)
