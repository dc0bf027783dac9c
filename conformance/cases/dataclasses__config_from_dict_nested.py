from dataclasses import dataclass, field, fields, is_dataclass, asdict

@dataclass
class DB:
    host: str = "localhost"
    port: int = 5432

@dataclass
class Cache:
    ttl: int = 60
    backends: list = field(default_factory=lambda: ["memory"])

@dataclass
class AppConfig:
    name: str
    db: DB = field(default_factory=DB)
    cache: Cache = field(default_factory=Cache)
    debug: bool = False

def from_dict(cls, data):
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        ftype = f.type if isinstance(f.type, type) else None
        if ftype is not None and is_dataclass(ftype) and isinstance(value, dict):
            value = from_dict(ftype, value)
        kwargs[f.name] = value
    unknown = set(data) - {f.name for f in fields(cls)}
    if unknown:
        raise TypeError(f"unknown keys for {cls.__name__}: {sorted(unknown)}")
    return cls(**kwargs)

cfg = from_dict(AppConfig, {"name": "svc", "db": {"port": 6543}, "debug": True})
print(cfg)
print(asdict(cfg))
print(from_dict(AppConfig, {"name": "x"}).cache.backends)
try:
    from_dict(AppConfig, {"name": "y", "db": {"hots": "typo"}})
except TypeError as e:
    print(e)
