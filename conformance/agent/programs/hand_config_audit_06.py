# Audit a service config: types, defaults, interpolation, and a rewritten copy.
import configparser
import io
from urllib.parse import urlparse

text = get_config("service")
cfg = configparser.ConfigParser()
cfg.read_string(text)
print("sections:", cfg.sections())
for section in cfg.sections():
    print(f"[{section}]", dict(cfg[section]))

port = cfg.getint("server", "port")
debug = cfg.getboolean("server", "debug")
timeout = cfg.getfloat("database", "timeout")
beta = cfg["features"].getboolean("beta")
print(f"port={port} debug={debug} timeout={timeout} beta={beta}")
print("fallback:", cfg.get("server", "workers", fallback="4"), cfg.getint("database", "pool"))
db = urlparse(cfg["database"]["url"])
print("db scheme/host/path:", db.scheme, db.netloc, db.path)

problems = []
if cfg["server"]["host"] == "0.0.0.0":
    problems.append("server listens on all interfaces")
if not 1024 <= port <= 65535:
    problems.append(f"port {port} out of range")
if timeout > 2:
    problems.append(f"database timeout {timeout}s is high")
for p in problems:
    print("WARN", p)

try:
    cfg.getint("server", "host")
except ValueError as exc:
    print("ValueError:", exc)
try:
    cfg["cache"]
except KeyError as exc:
    print("KeyError:", exc)
try:
    get_config("secrets")
except KeyError as exc:
    print("no config:", exc)

cfg["server"]["debug"] = "true"
cfg["cache"] = {"ttl": "60", "backend": "memory"}
out = io.StringIO()
cfg.write(out)
print(out.getvalue().strip())
interp = configparser.ConfigParser()
interp.read_string("[paths]\nroot = /srv\nlogs = %(root)s/logs\n")
print(interp["paths"]["logs"], interp.has_option("paths", "tmp"))
