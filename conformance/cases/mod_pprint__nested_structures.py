import pprint

data = {"users": [{"id": i, "name": f"user{i}", "roles": ["admin", "dev"][: i % 3], "meta": {"active": i % 2 == 0}}
                  for i in range(4)], "count": 4, "tags": ("x", "y")}
pprint.pprint(data)
pprint.pprint(data, width=60, depth=2)
print(pprint.pformat(list(range(30)), width=40))
pprint.pprint({"b": 1, "a": 2}, sort_dicts=False)
pprint.pprint(["a" * 30, "b" * 30, "c" * 30], compact=True, width=50)
print(pprint.saferepr({"self": ...}), pprint.isreadable([1, 2]))
nested = [1, [2, [3, [4, [5]]]]]
pprint.pprint(nested, depth=3)
