# Triage incident text into tickets, with enums, match statements and error handling.
from enum import IntEnum, auto
import re


class Severity(IntEnum):
    LOW = auto()
    NORMAL = auto()
    HIGH = auto()


REPORTS = [
    "Checkout fails with 500 for all EU users",
    "Typo on the pricing page",
    "Login slow (5s) during peak",
    "",
    "Data loss: nightly backup job failed twice",
]


def classify(text):
    match text.lower().split():
        case []:
            raise ValueError("empty report")
        case ["typo", *_]:
            return Severity.LOW
        case [*_, "peak"] | ["login", *_]:
            return Severity.NORMAL
        case words if any(w.startswith(("fail", "loss")) for w in words):
            return Severity.HIGH
        case _:
            return Severity.NORMAL


created = []
for report in REPORTS:
    try:
        sev = classify(report)
    except ValueError as exc:
        print("skipped:", exc)
        continue
    priority = {Severity.LOW: "low", Severity.NORMAL: "normal", Severity.HIGH: "high"}[sev]
    ticket = create_ticket(report[:40], priority=priority)
    created.append((sev, ticket))
    print(f"#{ticket['id']} [{sev.name:<6}] {ticket['title']}")

try:
    create_ticket("bad one", priority="urgent")
except ValueError as exc:
    print("rejected:", exc)

high = [t for s, t in created if s >= Severity.HIGH]
print("high:", [t["id"] for t in high], "max severity:", max(s for s, _ in created).name)
print(sorted(Severity), Severity.HIGH - Severity.LOW, Severity(2))
summary = ", ".join(f"{s.name.title()}={sum(1 for x, _ in created if x is s)}" for s in Severity)
print(summary)
words = re.findall(r"\w+", " ".join(REPORTS).lower())
print(sorted(set(w for w in words if len(w) > 6)))
