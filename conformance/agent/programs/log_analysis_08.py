# Summarise service logs: levels, slow requests, error paths.
import re
from collections import Counter, defaultdict
def parse(line):
    parts = re.findall(r"\S+", line)
    if len(parts) < 3:
        return None
    fields = {}
    for token in parts[3:]:
        if "=" in token:
            k, _, v = token.partition("=")
            fields[k] = v
    return parts[2], parts[1], fields

levels = Counter()
slow = []
errors = defaultdict(list)
for service in ['worker', 'billing']:
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
