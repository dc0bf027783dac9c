import json
from dataclasses import dataclass, field, asdict
from datetime import datetime

@dataclass
class Event:
    name: str
    at: datetime
    tags: list = field(default_factory=list)

def encode(obj):
    if isinstance(obj, datetime):
        return {"__datetime__": obj.isoformat()}
    if isinstance(obj, Event):
        return {"__event__": True, **asdict(obj)}
    raise TypeError(f"cannot encode {type(obj).__name__}")

def decode(d):
    if "__datetime__" in d:
        return datetime.fromisoformat(d["__datetime__"])
    if d.pop("__event__", False):
        return Event(**d)
    return d

events = [Event("deploy", datetime(2024, 5, 1, 12, 30), ["prod"]), Event("rollback", datetime(2024, 5, 1, 13))]
text = json.dumps(events, default=encode)
print(text)
back = json.loads(text, object_hook=decode)
print(back == events, back[0].at.hour, type(back[1].at).__name__)
try:
    json.dumps({"s": {1, 2}}, default=encode)
except TypeError as e:
    print(e)
class DateEncoder(json.JSONEncoder):
    def default(self, o):
        return o.isoformat() if isinstance(o, datetime) else super().default(o)
print(json.dumps({"when": datetime(2020, 1, 2)}, cls=DateEncoder))
