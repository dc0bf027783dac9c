# Summarise service logs: levels, slow requests, error paths.
import re
from collections import Counter, defaultdict
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

read_log = logged(read_log)

def parse(line):
    date_, time_, level, *rest = line.split(" ")
    fields = dict(tok.split("=", 1) for tok in rest if "=" in tok)
    return level, time_, fields

levels = Counter()
slow = []
errors = defaultdict(list)
for service in ['worker']:
    try:
        text = read_log(service)
    except FileNotFoundError as exc:
        print(f"{service}: {exc}")
        continue
    lines = text.splitlines()
    print(f"{service}: {len(lines)} lines")
    for line in lines:
        parsed = parse(line)
        if parsed is None:
            continue
        level, when, fields = parsed
        levels[level] += 1
        if int(fields.get("ms", 0)) > 1000:
            slow.append((int(fields["ms"]), fields.get("path", "?"), when))
        if level == "ERROR":
            errors[service].append(fields.get("path") or fields.get("job", "?"))

print("levels:", dict(sorted(levels.items())))
print("most common:", levels.most_common(2))
for ms, path, when in sorted(slow, reverse=True):
    print(f"slow: {path} {ms}ms at {when}")
for service, where in errors.items():
    print(f"errors in {service}: {', '.join(where)}")
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
