import configparser
import json
import os
from collections import ChainMap
from types import SimpleNamespace

INI = """
[DEFAULT]
timeout = 30
retries = 3
log_level = info

[database]
host = db.internal
port = 5432
user = app
pool = %(retries)s

[cache]
host = cache.internal
ttl = 600
enabled = yes
"""

cp = configparser.ConfigParser()
cp.read_string(INI)
print(cp.sections(), cp.defaults()["timeout"])
print(cp["database"]["pool"], cp.getint("database", "port"), cp.getboolean("cache", "enabled"))
print(cp.get("cache", "missing", fallback="n/a"), cp["cache"].getint("ttl") // 60, "minutes")
print(dict(cp["database"]))
try:
    cp.getint("database", "host")
except ValueError as e:
    print("ValueError:", e)
try:
    cp["nosuch"]
except KeyError as e:
    print("KeyError:", e)

defaults = {"debug": False, "workers": 2, "log_level": "warning"}
file_cfg = json.loads('{"workers": 4, "name": "svc"}')
env_cfg = {k[4:].lower(): v for k, v in {"APP_WORKERS": "8", "APP_DEBUG": "1", "HOME": "/root"}.items() if k.startswith("APP_")}
merged = ChainMap(env_cfg, file_cfg, defaults)
print(merged["workers"], merged["name"], merged["log_level"], len(merged))
print(sorted(merged.keys()))
child = merged.new_child({"workers": "16"})
print(child["workers"], child.parents["workers"], child.maps[0])

def coerce(v, like):
    if isinstance(like, bool):
        return str(v).lower() in {"1", "true", "yes", "on"}
    if isinstance(like, int):
        return int(v)
    return v

final = {k: coerce(merged[k], defaults.get(k, merged[k])) for k in sorted(merged)}
print(final)
ns = SimpleNamespace(**final)
ns.extra = [1, 2]
print(ns.workers + 1, ns.debug, ns)
print(ns == SimpleNamespace(**final, extra=[1, 2]), vars(ns)["name"])
print(os.environ.get("DEFINITELY_UNSET_VAR_XYZ", "<unset>"), os.path.join("etc", "app", "cfg.ini"), os.path.splitext("cfg.tar.gz"))
rcp = configparser.RawConfigParser()
rcp.read_dict({"paths": {"fmt": "%(x)s-raw", "n": "1"}})
print(rcp.get("paths", "fmt"), rcp.has_option("paths", "n"), rcp.has_section("x"))
