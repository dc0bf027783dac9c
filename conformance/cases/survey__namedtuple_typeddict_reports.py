from typing import NamedTuple, TypedDict
from collections import namedtuple
import statistics

class Reading(NamedTuple):
    sensor: str
    value: float
    unit: str = "C"
    def to_f(self) -> "Reading":
        return self._replace(value=self.value * 9 / 5 + 32, unit="F") if self.unit == "C" else self
    def __str__(self):
        return f"{self.sensor}={self.value:.1f}{self.unit}"

class Summary(TypedDict, total=False):
    sensor: str
    mean: float
    spread: float
    n: int

readings = [Reading("s1", 20.5), Reading("s2", 22.0), Reading("s1", 21.5), Reading("s2", 71.6, "F"), Reading("s1", 19.0)]
print([str(r) for r in readings])
print([str(r.to_f()) for r in readings][:3], readings[0]._fields, readings[0]._field_defaults)
by = {}
for r in readings:
    c = r if r.unit == "C" else r._replace(value=(r.value - 32) * 5 / 9, unit="C")
    by.setdefault(c.sensor, []).append(c.value)
summaries: list[Summary] = []
for sensor, vals in sorted(by.items()):
    s: Summary = {"sensor": sensor, "mean": round(statistics.mean(vals), 2), "n": len(vals)}
    if len(vals) > 1:
        s["spread"] = round(max(vals) - min(vals), 2)
    summaries.append(s)
print(summaries)
sensor, value, unit = readings[1]
print(sensor, value, unit, readings[1][1], len(readings[1]), readings[1] == ("s2", 22.0, "C"))
print(Reading._make(["s9", 1.0]), Reading(**{"sensor": "k", "value": 2}), Reading.__annotations__)
Pair = namedtuple("Pair", ["left", "right"], rename=False)
print(Pair(1, 2)._asdict(), Pair._fields, sorted([Pair(2, 1), Pair(1, 3)]))
print(sorted(Summary.__required_keys__), sorted(Summary.__optional_keys__), Summary.__total__)
print(isinstance(readings[0], tuple), type(readings[0]).__mro__[1].__name__)
Reading("x")
