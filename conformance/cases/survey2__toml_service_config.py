import tomllib
from dataclasses import dataclass, field
from datetime import date, time, datetime

DOC = '''
title = "payments"
version = "2.4.1"
released = 2024-05-01
maintenance = 02:30:00

[server]
host = "0.0.0.0"
port = 8443
workers = 4
tls = { cert = "/etc/tls/cert.pem", key = "/etc/tls/key.pem" }

[limits]
rate_per_minute = 1_200
burst = 1.5e2
timeout_s = 2.5

[[upstreams]]
name = "ledger"
url = "https://ledger.internal"
weight = 3

[[upstreams]]
name = "fraud"
url = "https://fraud.internal"
weight = 1
tags = ["ml", "beta"]

[features]
"new-checkout" = true
legacy_api = false
'''

@dataclass
class Upstream:
    name: str
    url: str
    weight: int = 1
    tags: list[str] = field(default_factory=list)

@dataclass
class Config:
    title: str
    version: tuple[int, int, int]
    released: date
    maintenance: time
    host: str
    port: int
    workers: int
    upstreams: list[Upstream]
    features: dict[str, bool]

class ConfigError(ValueError):
    pass

def load(text):
    raw = tomllib.loads(text)
    try:
        srv = raw["server"]
        cfg = Config(
            title=raw["title"],
            version=tuple(int(p) for p in raw["version"].split(".")),
            released=raw["released"],
            maintenance=raw["maintenance"],
            host=srv["host"], port=srv["port"], workers=srv.get("workers", 1),
            upstreams=[Upstream(**u) for u in raw.get("upstreams", [])],
            features=raw.get("features", {}),
        )
    except KeyError as e:
        raise ConfigError(f"missing key {e}") from e
    if not 0 < cfg.port < 65536:
        raise ConfigError(f"bad port {cfg.port}")
    return cfg, raw

cfg, raw = load(DOC)
print(cfg.title, cfg.version, cfg.released.isoformat(), cfg.maintenance, type(cfg.released).__name__)
print(raw["server"]["tls"], raw["limits"])
total = sum(u.weight for u in cfg.upstreams)
for u in cfg.upstreams:
    print(f"  {u.name:<7} {u.weight / total:>6.1%} {u.url} {u.tags}")
print(sorted(k for k, v in cfg.features.items() if v), cfg.version >= (2, 4, 0))
next_window = datetime.combine(cfg.released, cfg.maintenance)
print("first maintenance:", next_window.isoformat())
for bad in ['title = "x"', 'title = "x"\nversion="1.0.0"\nreleased=2024-01-01\nmaintenance=01:00:00\n[server]\nhost="h"\nport=70000']:
    try:
        load(bad)
    except ConfigError as e:
        print("ConfigError:", e)
for broken in ['a = ', 'x = [1, 2', 'k = "unterminated', 'a = 1\na = 2']:
    try:
        tomllib.loads(broken)
    except tomllib.TOMLDecodeError as e:
        print("TOMLDecodeError:", e)
print(tomllib.loads("dt = 1979-05-27T07:32:00-08:00\nld = 1979-05-27T07:32:00\nf = inf\nh = 0xff\no = 0o17\nb = 0b101")) 
