import pprint
data = {"users": [{"name": f"user{i}", "roles": ["admin", "dev"][: i % 3], "id": i} for i in range(4)], "meta": {"count": 4, "ok": True}}
pprint.pprint(data, width=60)
pprint.pprint(list(range(30)), compact=True, width=40)
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat({"b": 1, "a": 2}, sort_dicts=False))
pprint.pprint(data, depth=2)
