import configparser

text = """
[paths]
home = /srv/app
logs = %(home)s/logs
data = %(home)s/data

[limits]
workers = 4
ratio = 0.75
enabled = on
disabled = false
"""
cfg = configparser.ConfigParser()
cfg.read_string(text)
print(cfg["paths"]["logs"], cfg.get("paths", "data"))
print(cfg.get("paths", "logs", raw=True))
print(cfg.getint("limits", "workers"), cfg.getfloat("limits", "ratio"))
print(cfg.getboolean("limits", "enabled"), cfg.getboolean("limits", "disabled"))
print(list(cfg["limits"]))
print(cfg.has_section("paths"), cfg.has_option("paths", "nope"))
print(cfg.options("paths"))
raw = configparser.RawConfigParser()
raw.read_string("[s]\np = 100%\n")
print(raw.get("s", "p"))
try:
    cfg.getint("paths", "home")
except ValueError as e:
    print("ValueError", e)
try:
    configparser.ConfigParser().read_string("[dup]\na=1\n[dup]\n")
except configparser.DuplicateSectionError as e:
    print(type(e).__name__)
