# Build a team directory from the user service, skipping ids that do not exist.
from collections import namedtuple
from dataclasses import dataclass
from datetime import date

TODAY = date.fromisoformat("2025-01-15")

def build(raw):
    return {"name": raw["name"], "team": raw["team"],
            "joined": date.fromisoformat(raw["joined"]), "active": raw["active"]}

members, missing = [], []
for uid in [4, 6, 7, 5, 2, 1]:
    try:
        members.append(build(get_user(uid)))
    except LookupError as exc:
        missing.append(uid)
        print("skip:", exc)

members.sort(key=lambda m: -(TODAY - m['joined']).days)
for m in members:
    flag = "" if m['active'] else " (inactive)"
    years = (TODAY - m['joined']).days / 365.25
    print(f"{m['name']:<18} {m['team']} "
          f"{years:4.1f}y{flag}")
by_team = {}
for m in members:
    by_team.setdefault(m['team'], []).append(m['name'].split()[0])
for team, names in sorted(by_team.items()):
    print(f"{team}: {', '.join(names)}")
print(f"{len(members)} found, missing ids: {missing or 'none'}")
