import json
import os
import shutil
import tempfile

DEFAULTS = {"port": 8080, "debug": False, "workers": 2, "allowed_hosts": ["localhost"]}
SCHEMA = {"port": int, "debug": bool, "workers": int, "allowed_hosts": list}

class ConfigError(ValueError):
    pass

def load_config(path):
    try:
        with open(path) as f:
            user = json.load(f)
    except FileNotFoundError:
        user = {}
    except json.JSONDecodeError as e:
        raise ConfigError(f"{os.path.basename(path)}: invalid JSON at line {e.lineno}") from e
    unknown = set(user) - set(DEFAULTS)
    if unknown:
        raise ConfigError(f"unknown keys: {sorted(unknown)}")
    cfg = {**DEFAULTS, **user}
    for key, kind in SCHEMA.items():
        if not isinstance(cfg[key], kind):
            raise ConfigError(f"{key} must be {kind.__name__}, got {type(cfg[key]).__name__}")
    return cfg

root = tempfile.mkdtemp()
cases = {"missing.json": None, "good.json": '{"port": 9000, "debug": true}',
         "bad_type.json": '{"workers": "four"}', "unknown.json": '{"colour": "red"}',
         "broken.json": '{\n  "port": 1,\n  oops\n}'}
for name, content in cases.items():
    path = os.path.join(root, name)
    if content is not None:
        with open(path, "w") as f:
            f.write(content)
    try:
        print(name, load_config(path))
    except ConfigError as e:
        print(name, "ConfigError:", e)
shutil.rmtree(root)
