import tomllib
from dataclasses import dataclass
from typing import Any

DOC = '''
title = "Service config"
debug = false
ports = [8000, 8001]
started = 2024-03-01T10:00:00Z
ratio = 0.75

[database]
host = "db.local"
user = "app"
pool = { min = 1, max = 10 }

[[workers]]
name = "alpha"
queues = ["fast", "slow"]

[[workers]]
name = "beta"
queues = []
'''
cfg = tomllib.loads(DOC)
print(cfg["title"], cfg["debug"], cfg["ports"], cfg["started"], cfg["started"].tzinfo, cfg["ratio"])
print(cfg["database"], [w["name"] for w in cfg["workers"]])

@dataclass
class DBConfig:
    host: str
    user: str
    pool_min: int
    pool_max: int
    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "DBConfig":
        return cls(d["host"], d["user"], d["pool"]["min"], d["pool"]["max"])
print(DBConfig.from_dict(cfg["database"]))
def get_path(d, dotted, default=None):
    cur = d
    for part in dotted.split("."):
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        else:
            return default
    return cur
print(get_path(cfg, "database.pool.max"), get_path(cfg, "database.nope", "n/a"))
for bad in ['x = ', 'a = 1\na = 2', '[t]\nk = "unterminated']:
    try:
        tomllib.loads(bad)
    except tomllib.TOMLDecodeError as e:
        print("TOMLDecodeError:", e)
tomllib.loads("= 1")
