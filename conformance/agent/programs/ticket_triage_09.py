# Open tickets for warnings and errors found in a service log.
import re

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
read_log = LOG.wrap('read_log', read_log); create_ticket = LOG.wrap('create_ticket', create_ticket)

PRIORITY = {"ERROR": "high", "WARN": "normal"}
pattern = re.compile(r"^\S+ (\S+) (ERROR|WARN) (.*)$")
opened, rejected = [], []
for line in read_log("api").splitlines():
    m = pattern.match(line)
    if not m:
        continue
    when, level, detail = m.groups()
    title = f"[{level}] {when} {detail[:40]}"
    try:
        ticket = create_ticket(title, priority=PRIORITY[level])
    except ValueError as exc:
        rejected.append(str(exc))
        ticket = create_ticket(title)
    opened.append(ticket)
for t in opened:
    print(t["id"], t["priority"].upper(), t["title"])
print(f"{len(opened)} tickets, {len(rejected)} with a rejected priority")
if rejected:
    print("first rejection:", rejected[0])
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
