import configparser

text = """
[server]
host = example.org
port = 8080
debug = yes

[paths]
root = /srv/app
logs = %(root)s/logs

[limits]
max_users = 250
ratio = 0.75
"""
cp = configparser.ConfigParser()
cp.read_string(text)
print(cp.sections())
print(cp["server"]["host"], cp.getint("server", "port"), cp.getboolean("server", "debug"))
print(cp.get("paths", "logs"), cp.getfloat("limits", "ratio") * 4)
print(cp.get("server", "missing", fallback="n/a"), "host" in cp["server"])
for sec in cp.sections():
    print(sec, sorted(cp[sec].keys()))
try:
    cp.getint("server", "host")
except ValueError as e:
    print("ValueError:", e)
try:
    cp.get("nope", "x")
except configparser.NoSectionError as e:
    print(type(e).__name__, e)
