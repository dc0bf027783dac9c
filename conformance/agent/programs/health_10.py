# Check service health from the status endpoint and map it to an enum.
import json
from enum import Enum

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

for path in ['/missing']:
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
