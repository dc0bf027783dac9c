# Model permissions with enum.Flag and check them against the permission tool.
from enum import Flag, auto, Enum, unique


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE


@unique
class Role(Enum):
    VIEWER = Perm.READ
    EDITOR = Perm.EDITOR
    OWNER = Perm.READ | Perm.WRITE | Perm.DELETE | Perm.ADMIN


ACTIONS = {Perm.READ: "read", Perm.WRITE: "write", Perm.DELETE: "delete", Perm.ADMIN: "admin"}
ROLES = {1: Role.OWNER, 2: Role.EDITOR, 3: Role.VIEWER, 4: Role.OWNER}
for user_id, role in ROLES.items():
    granted = Perm(0)
    denied = []
    for flag, action in ACTIONS.items():
        if flag not in role.value:
            continue
        try:
            check_permission(user_id, action)
            granted |= flag
        except PermissionError as exc:
            denied.append(str(exc))
    print(f"user {user_id} {role.name:<6} granted={granted!r}")
    for d in denied:
        print("   denied:", d)
print(Perm.EDITOR, Perm.READ in Perm.EDITOR, Perm.EDITOR & Perm.WRITE, ~Perm.READ)
print(list(Perm), [m.name for m in Perm.EDITOR], len(Perm.EDITOR), bool(Perm(0)))
print(Role(Perm.READ), Role["OWNER"].value, [r.name for r in Role])
print(Perm.READ | Perm.ADMIN, (Perm.READ | Perm.ADMIN).value, Perm(3))
try:
    Perm(64)
except ValueError as exc:
    print("ValueError:", exc)
