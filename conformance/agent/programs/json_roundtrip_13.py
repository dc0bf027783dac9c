# Snapshot tool data as JSON, reload it and check the round trip.
import json
from datetime import date, datetime

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
list_users = LOG.wrap('list_users', list_users)

records = list_users()
snapshot = {"taken": date(2024, 3, 1), "count": len(records), "records": records}

def encode(obj):
    if isinstance(obj, (date, datetime)):
        return obj.isoformat()
    raise TypeError(f"cannot encode {type(obj).__name__}")

text = json.dumps(snapshot, default=encode, indent=2, sort_keys=True)
print(len(text), "chars;", text.count("\n"), "newlines")
back = json.loads(text)
print("same records:", back["records"] == records, "taken:", back["taken"])
keys = sorted({k for r in back["records"] for k in r})
print("fields:", keys)
try:
    json.dumps({"when": datetime(2024, 1, 1)})
except TypeError as exc:
    print("without default:", exc)
try:
    json.loads(text[:-2])
except json.JSONDecodeError as exc:
    print("truncated:", exc.msg, "at", exc.pos)
print(json.dumps(back["records"][0], separators=(",", ":"))[:80])
