import io
import pprint
data = {"zeta": list(range(30)), "alpha": {"nested": [("a", 1), ("b", 2)] * 4, "n": 12345678},
        "beta": "a fairly long string value that will not fit on one short line"}
pp = pprint.PrettyPrinter(indent=2, width=40)
pp.pprint(data)
print(pprint.PrettyPrinter(width=30, compact=True).pformat(list(range(25))))
print(pprint.PrettyPrinter(sort_dicts=False, width=20).pformat({"b": 1, "a": [1, 2, 3, 4, 5]}))
print(pprint.PrettyPrinter(depth=1).pformat([1, [2, [3]]]))
print(pprint.PrettyPrinter(underscore_numbers=True).pformat([10 ** 8]))
buf = io.StringIO()
pprint.PrettyPrinter(stream=buf, width=10).pprint(["x" * 5, "y" * 5])
print(repr(buf.getvalue()))
print(pp.isreadable([1, 2]), pp.isrecursive([1]))
r = [1]
r.append(r)
print(pp.isrecursive(r), pp.isreadable(r), pp.pformat(r).startswith("[1, <Recursion on list"))
print(pprint.pformat({"b": 1, "a": 2}, width=10, sort_dicts=False), pprint.pformat(list(range(12)), width=20, compact=True))
class Quiet(pprint.PrettyPrinter):
    def shout(self, obj):
        return self.pformat(obj).upper()
print(Quiet(width=12).shout(["abc", "def", "ghi"]))
for bad in [dict(indent=-1), dict(depth=0), dict(width=0)]:
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print("ValueError", e)
pprint.PrettyPrinter(width="wide")
