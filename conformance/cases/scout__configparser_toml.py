import configparser
import tomllib

INI = """
[DEFAULT]
timeout = 30
retries = 3

[server]
host = example.com
port = 8080
debug = yes
path = /srv/${host}

[client]
timeout = 5
url = http://%(host)s:%(port)s/
host = localhost
port = 9000
"""
cp = configparser.ConfigParser()
cp.read_string(INI)
print(cp.sections(), cp.defaults())
print(cp["server"]["host"], cp.getint("server", "port"), cp.getboolean("server", "debug"), cp.getint("server", "timeout"))
print(cp.get("client", "url"), cp["client"].getint("timeout"), cp.get("client", "missing", fallback="n/a"))
print(dict(cp["client"]), "server" in cp, cp.has_option("server", "retries"))
cp["new"] = {"k": "v"}
cp.set("new", "n", "1")
print(list(cp["new"].items()))
TOML = b"""
title = "demo"
[owner]
name = "Tom"
dob = 1979-05-27T07:32:00-08:00
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
name = "Nail"
colors = ["red", "blue"]
ratio = 0.5
"""
doc = tomllib.loads(TOML.decode())
print(doc["title"], doc["owner"]["dob"], [p["name"] for p in doc["products"]], doc["products"][1]["colors"])
try:
    tomllib.loads("a = ")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError", e)
print(cp.getint("server", "host"))
