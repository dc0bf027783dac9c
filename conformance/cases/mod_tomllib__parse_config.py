import tomllib

doc = """
title = "Service"
version = 3
ratio = 0.5
enabled = true
tags = ["a", "b"]
when = 2024-01-02T03:04:05Z
day = 2024-05-06

[owner]
name = "Ada"
"quoted key" = 1

[[servers]]
host = "alpha"
port = 8001

[[servers]]
host = "beta"
port = 8002

[nested.deep]
value = { x = 1, y = [1, 2] }
"""
cfg = tomllib.loads(doc)
print(cfg["title"], cfg["version"], cfg["ratio"], cfg["enabled"], cfg["tags"])
print(cfg["when"], type(cfg["when"]).__name__, cfg["day"])
print(cfg["owner"], [s["host"] for s in cfg["servers"]], cfg["nested"])
print(sorted(cfg))
try:
    tomllib.loads("a = 1\na = 2")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
try:
    tomllib.loads("x = ")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
print(tomllib.loads("n = 1.0", parse_float=str))
