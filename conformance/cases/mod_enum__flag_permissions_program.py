from enum import Flag, auto

class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = READ | WRITE | DELETE

ROLES = {"viewer": Perm.READ, "editor": Perm.READ | Perm.WRITE, "owner": Perm.ADMIN}

def can(role, perm):
    return perm in ROLES.get(role, Perm.NONE)

for role in ["viewer", "editor", "owner", "ghost"]:
    print(role, [p.name for p in (Perm.READ, Perm.WRITE, Perm.DELETE) if can(role, p)])
combined = ROLES["viewer"] | Perm.DELETE
print(combined, combined.value, Perm.ADMIN & ~Perm.DELETE, bool(Perm.NONE), Perm(3))
print(Perm["WRITE"], Perm.ADMIN.name, (Perm.READ | Perm.WRITE) == ROLES["editor"])
def parse(spec):
    result = Perm.NONE
    for name in spec.split(","):
        result |= Perm[name.strip().upper()]
    return result
print(parse("read, delete"), parse("admin") is Perm.ADMIN)
try:
    parse("execute")
except KeyError as e:
    print("KeyError", e)
