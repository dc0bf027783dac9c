import configparser
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
files = {
    "base.ini": "[app]\nname = demo\nworkers = 2\nlog = info\n\n[db]\nurl = sqlite://\n",
    "prod.ini": "[app]\nworkers = 8\n\n[db]\nurl = postgres://prod\npool = 20\n",
    "local.ini": "[app]\nlog = debug\n",
}
for name, text in files.items():
    with open(os.path.join(root, name), "w") as f:
        f.write(text)
cfg = configparser.ConfigParser()
loaded = cfg.read([os.path.join(root, n) for n in ["base.ini", "prod.ini", "missing.ini", "local.ini"]])
print([os.path.basename(p) for p in loaded])
for section in cfg.sections():
    print(section, dict(cfg[section]))
print(cfg.getint("app", "workers"), cfg.get("db", "pool"), cfg.get("db", "timeout", fallback="30"))
print(cfg["app"].get("missing"), cfg["app"].getint("workers") * 2, "pool" in cfg["db"])
shutil.rmtree(root)
