# Snapshot tool data as JSON, reload it and check the round trip.
import json
from datetime import date, datetime

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

get_orders = logged(get_orders)

records = get_orders()
snapshot = {"taken": date(2024, 3, 1), "count": len(records), "records": records}

def encode(obj):
    if isinstance(obj, (date, datetime)):
        return obj.isoformat()
    raise TypeError(f"cannot encode {type(obj).__name__}")

text = json.dumps(snapshot, default=encode, indent=1, sort_keys=True)
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
