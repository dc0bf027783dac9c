# Load a service's INI config and validate the settings a deploy needs.
import configparser

NAME = "service"
WANTED = ['server.debug', 'cache.ttl', 'database.timeout', 'server.host', 'server.port', 'features.beta']
parser = configparser.ConfigParser()
try:
    parser.read_string(get_config(NAME))
except KeyError as exc:
    print("no config named", exc)
    parser.read_string("[server]\nport = 80\n")
print("sections:", parser.sections())

problems = []
values = {}
for item in WANTED:
    section, _, key = item.partition(".")
    if not parser.has_section(section):
        problems.append(f"missing section [{section}]")
        continue
    raw = parser.get(section, key, fallback=None)
    if raw is None:
        problems.append(f"missing {item}")
        continue
    try:
        if key in ("port", "pool", "ttl"):
            values[item] = parser.getint(section, key)
        elif key in ("debug", "beta"):
            values[item] = parser.getboolean(section, key)
        elif key == "timeout":
            values[item] = parser.getfloat(section, key)
        else:
            values[item] = raw
    except ValueError as exc:
        problems.append(f"{item}: {exc}")

for item, value in values.items():
    print(f"  {item} = {value!r}")
if problems:
    print("problems:")
    for p in problems:
        print("  -", p)
else:
    print("config OK")
