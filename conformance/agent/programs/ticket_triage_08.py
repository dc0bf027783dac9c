# Open tickets for warnings and errors found in a service log.
import re

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

read_log = logged(read_log); create_ticket = logged(create_ticket)

PRIORITY = {"ERROR": "high", "WARN": "normal"}
pattern = re.compile(r"^\S+ (\S+) (ERROR|WARN) (.*)$")
opened, rejected = [], []
for line in read_log("worker").splitlines():
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
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
