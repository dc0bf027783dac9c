# Load a service's INI config and validate the settings a deploy needs.
import configparser

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
get_config = LOG.wrap('get_config', get_config)

NAME = "service"
WANTED = ['database.timeout', 'cache.ttl', 'features.beta']
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
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
