# Check service health from the status endpoint and map it to an enum.
import json
from enum import Enum

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

fetch_url = logged(fetch_url)

class Health(Enum):
    UP = "up"
    DEGRADED = "degraded"
    DOWN = "down"

    @classmethod
    def parse(cls, text):
        try:
            return cls(text)
        except ValueError:
            return cls.DOWN

for path in ['/items?page=1']:
    url = "https://api.example.com" + path
    try:
        data = json.loads(fetch_url(url))
    except LookupError as exc:
        print(f"{path}: unreachable ({exc})")
        continue
    services = data.get("services", {})
    if not services:
        print(f"{path}: no services listed; keys={sorted(data)}")
        continue
    states = {name: Health.parse(s) for name, s in services.items()}
    for name, state in sorted(states.items()):
        print(f"{path}: {name} is {state.name} ({state.value})")
    worst = max(states.values(), key=list(Health).index)
    print("overall:", worst, "version", data.get("version", "?"))
print("tool calls:", dict(sorted(CALLS.items())), "failures:", len(FAILURES))
for name, kind in FAILURES:
    print(f"  {name} raised {kind}")
