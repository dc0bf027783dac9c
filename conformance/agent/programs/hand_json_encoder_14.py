# Serialise a report with a custom JSON encoder and read it back with an object hook.
import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import Enum


class Status(str, Enum):
    OPEN = "open"
    PAID = "paid"
    VOID = "void"


@dataclass
class Line:
    invoice: str
    amount: Decimal
    due: date
    status: Status


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, (date, datetime)):
            return {"__date__": o.isoformat()}
        if is_dataclass(o):
            return asdict(o)
        return super().default(o)


def hook(d):
    if set(d) == {"__date__"}:
        return date.fromisoformat(d["__date__"])
    return d


page, lines = 1, []
while page:
    batch = list_invoices(page=page, per_page=3)
    for inv in batch["items"]:
        lines.append(Line(inv["id"], Decimal(inv["amount"]), date.fromisoformat(inv["due"]),
                          Status(inv["status"])))
    page = batch["next"]
text = json.dumps({"generated": date(2024, 3, 15), "lines": lines}, cls=Encoder, indent=2)
print(text[:200])
back = json.loads(text, object_hook=hook)
print(type(back["generated"]).__name__, back["lines"][0])
print(json.dumps(lines[1], cls=Encoder, separators=(",", ":")))
try:
    json.dumps({"x": {1, 2}}, cls=Encoder)
except TypeError as exc:
    print("TypeError:", exc)
print(json.dumps({"b": 1, "a": [1.5, None, True]}, sort_keys=True), json.dumps("é"), json.dumps("é", ensure_ascii=False))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as exc:
    print("bad json:", exc.msg, exc.pos, exc.lineno, exc.colno)
totals = {}
for l in lines:
    totals[l.status.value] = totals.get(l.status.value, Decimal(0)) + l.amount
print(json.dumps(totals, default=str))
print(Status.OPEN == "open", Status("paid").name, json.dumps([Status.VOID]))
