import json
from datetime import datetime, timezone
from decimal import Decimal

PAYLOAD = '''
{"data": [
  {"id": "u1", "attributes": {"name": "Ana Lima", "email": "ANA@Example.com", "joined": "2023-11-02T08:15:00Z",
   "balance": "12.50", "roles": ["admin", "dev"]}},
  {"id": "u2", "attributes": {"name": "bo chen", "email": "bo@example.org", "joined": "2024-01-15T17:45:30+02:00",
   "balance": "0", "roles": []}},
  {"id": "u3", "attributes": {"name": "Cy", "email": null, "joined": null, "balance": "-3.1", "roles": ["dev"]}}
 ],
 "meta": {"page": 1, "total": 3, "ratio": 0.1}}
'''

doc = json.loads(PAYLOAD, parse_float=Decimal)
print(type(doc["meta"]["ratio"]).__name__, doc["meta"]["ratio"])

def parse_ts(s):
    if s is None:
        return None
    return datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(timezone.utc)

users = []
for rec in doc["data"]:
    a = rec["attributes"]
    users.append({
        "id": rec["id"],
        "name": " ".join(p.capitalize() for p in a["name"].split()),
        "email": (a["email"] or "").lower() or None,
        "joined": parse_ts(a["joined"]),
        "balance": Decimal(a["balance"]),
        "roles": sorted(a["roles"]),
    })

class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.strftime("%Y-%m-%dT%H:%M:%SZ")
        if isinstance(o, Decimal):
            return str(o.quantize(Decimal("0.01")))
        return super().default(o)

print(json.dumps(users, cls=Enc, indent=2))
print(json.dumps(users[0], cls=Enc, separators=(",", ":"), sort_keys=True))
try:
    json.dumps({"s": {1, 2}}, cls=Enc)
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.pos, e.lineno, e.colno)
admins = [u["id"] for u in users if "admin" in u["roles"]]
owed = sum((u["balance"] for u in users if u["balance"] < 0), Decimal(0))
print(admins, owed, max(users, key=lambda u: u["balance"])["name"])
print(json.dumps({"k": float("nan"), "t": (1, 2), 3: None}))
print(json.dumps("héllo ✓"), json.dumps("héllo ✓", ensure_ascii=False))
print(json.loads('[1, 2.5, "x", true, null]', object_pairs_hook=None))
print(json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=lambda ps: ps))
