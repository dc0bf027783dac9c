import os
import os.path

base = "/srv/app"
cfg = os.path.join(base, "conf", "settings.ini")
print(cfg, os.path.basename(cfg), os.path.dirname(cfg), os.path.splitext(cfg), os.path.split(cfg))
print(os.path.normpath("/a/b/../c/./d"), os.path.isabs("rel/x"), os.path.join("a", "/b"), os.sep)
print(os.path.relpath("/a/b/c", "/a"), os.path.commonprefix(["/usr/lib", "/usr/local"]), os.path.expanduser("x"))
level = os.environ.get("LOG_LEVEL", "INFO")
debug = os.getenv("DEBUG", "0") == "1"
print(level, debug, "PATH_THAT_IS_NOT_SET" in os.environ)
print(os.path.exists("/definitely/not/here"), os.linesep == "\n")
print(os.environ["API_KEY_MISSING"])
