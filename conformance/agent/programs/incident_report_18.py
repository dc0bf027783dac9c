# Turn log errors into an incident report, file tickets and notify on-call.
import re
from dataclasses import dataclass, field

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

read_log = logged(read_log); send_email = logged(send_email); create_ticket = logged(create_ticket)

@dataclass
class Incident:
    service: str
    when: str
    severity: str
    summary: str
    tags: list = field(default_factory=list)

SERVICES = ['api', 'search']
incidents = []
unavailable = []
for service in SERVICES:
    try:
        text = read_log(service)
    except FileNotFoundError as exc:
        unavailable.append(service)
        continue
    for line in text.splitlines():
        m = re.match(r"(\S+ \S+) (ERROR|WARN) (.*)", line)
        if not m:
            continue
        when, level, rest = m.groups()
        status = re.search(r"status=(\d+)", rest)
        severity = "high" if level == "ERROR" else "low"
        summary = re.sub(r"\s+", " ", rest)[:48]
        tags = [f"http{status.group(1)[0]}xx"] if status else []
        incidents.append(Incident(service, when, severity, summary, tags))
print("INCIDENT REPORT".center(40, "="))
for i in sorted(incidents, key=lambda i: (i.severity != "high", i.when)):
    print(f"{i.service:<7}|{i.when}|{i.severity:<5}|{i.summary}")
if unavailable:
    print("no logs for:", ", ".join(unavailable))

tickets = []
for i in incidents:
    if i.severity == "high":
        t = create_ticket(f"{i.service}: {i.summary}", priority="high")
        tickets.append(t["id"])
print("tickets:", tickets)
body = "\n".join(f"{i.when} {i.service} {i.summary}" for i in incidents[:5])
try:
    receipt = send_email("oncall@example.com", f"{len(tickets)} high-severity incidents", body)
    print("notified:", receipt["status"], receipt["id"])
except ValueError as exc:
    print("notification failed:", exc)
tag_counts = {}
for i in incidents:
    for tag in i.tags:
        tag_counts[tag] = tag_counts.get(tag, 0) + 1
print("tags:", dict(sorted(tag_counts.items())))
