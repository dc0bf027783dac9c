import configparser, io
cfg = configparser.ConfigParser()
cfg["DEFAULT"] = {"timeout": "30", "retries": "2"}
cfg["api"] = {"url": "https://api.example.com", "timeout": "5"}
cfg["db"] = {}
cfg["db"]["host"] = "localhost"
cfg["db"]["port"] = "5432"
print(list(cfg), len(cfg), "db" in cfg, "cache" in cfg)
print(dict(cfg["api"]), cfg["db"].getint("port"), cfg["db"].get("timeout"))
print(cfg["api"].getint("timeout"), cfg["api"].get("missing", "dflt"), cfg["db"].getboolean("ssl", fallback=False))
for name, section in cfg.items():
    print(name, sorted(section.keys()))
del cfg["db"]["port"]
print(cfg.has_option("db", "port"), cfg.remove_section("db"), cfg.sections())
out = io.StringIO()
cfg.write(out, space_around_delimiters=False)
print(out.getvalue())
try:
    cfg["nope"]
except KeyError as e:
    print("KeyError", e)
try:
    cfg.set("api", "n", 5)
except TypeError as e:
    print(e)
