from collections import defaultdict

employees = [
    ("ceo", None, "Ada", 300), ("cto", "ceo", "Bob", 200), ("cfo", "ceo", "Cy", 190),
    ("eng1", "cto", "Dee", 120), ("eng2", "cto", "Eve", 125), ("eng3", "eng1", "Fay", 90),
    ("acc1", "cfo", "Gus", 80),
]
children = defaultdict(list)
info = {}
for eid, boss, name, salary in employees:
    children[boss].append(eid)
    info[eid] = (name, salary)

def render(eid, depth=0):
    name, salary = info[eid]
    lines = [f"{'  ' * depth}- {name} ({eid}) {salary}k"]
    for c in sorted(children[eid]):
        lines.extend(render(c, depth + 1))
    return lines

def team_cost(eid):
    return info[eid][1] + sum(team_cost(c) for c in children[eid])

def chain(eid):
    boss = next(b for e, b, *_ in employees if e == eid)
    return [eid] + (chain(boss) if boss else [])

print("\n".join(render("ceo")))
print({e: team_cost(e) for e in ("ceo", "cto", "cfo", "eng1")})
print(chain("eng3"), max(info, key=lambda e: len(chain(e))))
