import configparser
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "app.ini")
with open(path, "w") as f:
    f.write("[DEFAULT]\ntimeout = 30\n\n[server]\nhost = example.org\nport = 8080\n"
            "debug = yes\n\n[client]\nretries = 5\ntimeout = 10\n")
cfg = configparser.ConfigParser()
read = cfg.read([path, os.path.join(root, "missing.ini")])
print([os.path.basename(p) for p in read])
print(cfg.sections())
print(cfg.get("server", "host"), cfg.getint("server", "port"), cfg.getboolean("server", "debug"))
print(cfg["server"]["timeout"], cfg["client"]["timeout"])
print(cfg.getint("client", "retries"), cfg.get("client", "missing", fallback="n/a"))
cfg["client"]["retries"] = "7"
cfg.add_section("extra")
cfg.set("extra", "name", "value")
out = os.path.join(root, "out.ini")
with open(out, "w") as f:
    cfg.write(f)
again = configparser.ConfigParser()
with open(out) as f:
    again.read_file(f)
print(again.sections(), again["client"]["retries"], dict(again["extra"]))
try:
    again.get("nosuch", "x")
except configparser.NoSectionError as e:
    print(e)
shutil.rmtree(root)
