import enum
import json
import re
from dataclasses import dataclass, asdict
from datetime import date, time

class Priority(enum.IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Channel(enum.StrEnum):
    EMAIL = enum.auto()
    SMS = enum.auto()

class Perm(enum.IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1

class Color(enum.Enum):
    RED = "#f00"
    GREEN = "#0f0"

@dataclass
class Ticket:
    title: str
    priority: Priority
    channel: Channel
    perms: Perm
    color: Color
    due: date
    at: time

def default(o):
    if isinstance(o, enum.Flag):
        return [m.name for m in o]
    if isinstance(o, enum.Enum):
        return {"enum": type(o).__name__, "name": o.name, "value": o.value}
    if isinstance(o, (date, time)):
        return o.isoformat()
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

t = Ticket("Disk full", Priority.HIGH, Channel.SMS, Perm.READ | Perm.WRITE, Color.RED, date(2024, 8, 1), time(9, 30))
print(json.dumps(asdict(t), default=default, indent=2))
print(json.dumps({"p": Priority.LOW, "c": Channel.EMAIL}))
checks = [
    (Priority.HIGH, enum.Enum), (Priority.HIGH, enum.IntEnum), (Priority.HIGH, int),
    (Channel.SMS, enum.Enum), (Channel.SMS, str), (Perm.READ, enum.Flag), (Perm.READ, enum.Enum),
    (Color.RED, enum.Enum), (Color.RED, enum.IntEnum), (re.IGNORECASE, enum.Enum), (3, enum.Enum),
]
for value, cls in checks:
    print(f"{value!r:<34} isinstance {cls.__name__:<8} {isinstance(value, cls)}")
print([issubclass(c, enum.Enum) for c in (Priority, Channel, Perm, Color, int)])
print(issubclass(Perm, enum.IntFlag), issubclass(Perm, enum.Flag), issubclass(Priority, enum.Flag))
def describe(x):
    match x:
        case enum.Flag():
            return "flag"
        case enum.Enum():
            return "enum"
        case int() | str():
            return "plain"
    return "?"
print([describe(v) for v in (Perm.EXEC, Priority.LOW, Channel.SMS, Color.GREEN, 5, "s")])
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]), max(Priority).name, Priority.HIGH > 2)
print(f"{Channel.SMS}|{Priority.MEDIUM}|{Color.RED}|{Perm.READ | Perm.EXEC}")
