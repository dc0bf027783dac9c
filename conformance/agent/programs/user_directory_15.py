# Build a team directory from the user service, skipping ids that do not exist.
from collections import namedtuple
from dataclasses import dataclass
from datetime import date

TODAY = date.fromisoformat("2024-03-01")

Member = namedtuple("Member", "name team joined active")

def build(raw):
    return Member(raw["name"], raw["team"], date.fromisoformat(raw["joined"]),
                  raw["active"])

members, missing = [], []
for uid in [5, 6, 1, 7, 3]:
    try:
        members.append(build(get_user(uid)))
    except LookupError as exc:
        missing.append(uid)
        print("skip:", exc)

members.sort(key=lambda m: (m.team, m.name))
for m in members:
    flag = "" if m.active else " (inactive)"
    years = (TODAY - m.joined).days / 365.25
    print(f"{m.name:<18} {m.team   } "
          f"{years:4.1f}y{flag}")
by_team = {}
for m in members:
    by_team.setdefault(m.team, []).append(m.name.split()[0])
for team, names in sorted(by_team.items()):
    print(f"{team}: {', '.join(names)}")
print(f"{len(members)} found, missing ids: {missing or 'none'}")
