# Audit which users may perform which actions.
# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
check_permission = LOG.wrap('check_permission', check_permission)

USERS = [2, 4, 3, 1]
ACTIONS = ['read', 'admin', 'delete']
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
