import configparser, io
text = """# top comment
[DEFAULT]
base = /srv
Retries = 3

[server]
host = 0.0.0.0
port = 8080
root = %(base)s/www
motd = hello
   world

    again
debug = off

[database]
url: postgres://x
pool=5 ; not a comment
"""
p = configparser.ConfigParser()
p.read_string(text)
print(p.sections(), len(p), list(p))
print(p.get("server", "root"), repr(p["server"]["motd"]), p.getint("server", "port"))
print(p.getboolean("server", "debug"), p["database"]["pool"], p.getint("server", "retries"))
print(p.items("database"))
print(p.options("server"), "port" in p["server"], "nope" in p)
print(p.get("server", "missing", fallback="fb"), p["server"].get("missing"), p.get("nosect", "x", fallback=1))
for bad in [lambda: p.get("nosect", "x"), lambda: p.get("server", "zzz"), lambda: p.getboolean("server", "host"),
            lambda: p.add_section("server"), lambda: p.add_section("DEFAULT"), lambda: p["zz"],
            lambda: p.set("server", "k", 5), lambda: p.set("server", "k", "50%")]:
    try:
        bad()
    except (configparser.Error, ValueError, TypeError, KeyError) as e:
        print(type(e).__name__, e, e.args)
p.set("server", "new", "v")
p["extra"] = {"a": 1, "B": "two"}
buf = io.StringIO()
p.write(buf)
print(buf.getvalue())
q = configparser.ConfigParser()
for src in ["[a]\nx=1\nx=2\n", "[a]\n[a]\n", "no header\n", "[a]\nbad line\n=v\n", "[a]\nx = %(y)s\n", "[a]\nx = %(x)s\n", "[a]\nx = 5%\n"]:
    q = configparser.ConfigParser()
    try:
        q.read_string(src)
        print(q.get("a", "x"))
    except configparser.Error as e:
        print(type(e).__name__, repr(str(e)))
r = configparser.RawConfigParser()
r.read_string("[a]\nx = %(y)s\n")
print(r.get("a", "x"), r.items("a"))
print(repr(p["server"]), p["server"].name, dict(p["database"]))
p2 = configparser.ConfigParser(defaults={"color": "blue"}, allow_no_value=True)
p2.read_string("[s]\nflag\nv = 1\n")
print(p2.get("s", "flag"), p2.items("s"), p2.has_option("s", "color"))
p.remove_option("server", "motd"); print(p.remove_section("extra"), p.sections())
p3 = configparser.ConfigParser(inline_comment_prefixes=(";", "#"))
p3.read_string("[x]\na = 1 ; c\nb = 2#x\n")
print(p3.items("x"))
configparser.ConfigParser().get("q", "w")
