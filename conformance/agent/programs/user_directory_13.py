# Build a team directory from the user service, skipping ids that do not exist.
from collections import namedtuple
from dataclasses import dataclass
from datetime import date

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

get_user = logged(get_user)

TODAY = date.fromisoformat("2025-01-15")

@dataclass(order=True)
class Member:
    name: str
    team: str
    joined: date
    active: bool = True

    @property
    def tenure_days(self):
        return (TODAY - self.joined).days

def build(raw):
    return Member(raw["name"], raw["team"], date.fromisoformat(raw["joined"]),
                  raw["active"])

members, missing = [], []
for uid in [4, 5, 1, 2]:
    try:
        members.append(build(get_user(uid)))
    except LookupError as exc:
        missing.append(uid)
        print("skip:", exc)

members.sort(key=lambda m: -m.tenure_days)
for m in members:
    flag = "" if m.active else " (inactive)"
    years = m.tenure_days / 365.25
    print(f"{m.name:<18} {m.team   } "
          f"{years:4.1f}y{flag}")
by_team = {}
for m in members:
    by_team.setdefault(m.team, []).append(m.name.split()[0])
for team, names in sorted(by_team.items()):
    print(f"{team}: {', '.join(names)}")
print(f"{len(members)} found, missing ids: {missing or 'none'}")
