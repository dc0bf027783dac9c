# Audit which users may perform which actions.
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

check_permission = logged(check_permission)

USERS = [2, 1, 3, 4]
ACTIONS = ['delete', 'read']
matrix = {}
denials = []
for uid in USERS:
    for action in ACTIONS:
        try:
            matrix[uid, action] = check_permission(uid, action)
        except PermissionError as exc:
            matrix[uid, action] = False
            denials.append(exc.args[0])
print("user " + "".join(f"{a:>8}" for a in ACTIONS))
for uid in USERS:
    cells = "".join(f"{'yes' if matrix[uid, a] else 'no':>8}" for a in ACTIONS)
    print(f"{uid:>4} {cells}")
print(f"{len(denials)} denial(s)")
for d in denials[:3]:
    print(" -", d)
allowed_all = [u for u in USERS if all(matrix[u, a] for a in ACTIONS)]
print("full access:", allowed_all)
