# Check service health from the status endpoint and map it to an enum.
import json
from enum import Enum

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
fetch_url = LOG.wrap('fetch_url', fetch_url)

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

for path in ['/status']:
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
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
