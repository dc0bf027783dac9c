# UserDict subclasses: normalising keys, defaults, copies
from collections import UserDict


class CaseInsensitive(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data


headers = CaseInsensitive({"Content-Type": "json"}, Accept="text")
headers["X-Trace"] = "abc"
print(headers, headers["CONTENT-TYPE"], "accept" in headers, len(headers))
print(sorted(headers.keys()), headers.get("missing", "-"), headers.pop("accept"), headers)


class Defaults(UserDict):
    def __missing__(self, key):
        return 0


counts = Defaults()
for word in "a b a c a b".split():
    counts[word] = counts[word] + 1
print(counts, counts["zzz"], counts.copy(), type(counts.copy()).__name__)
print(counts | {"d": 9}, counts == {"a": 3, "b": 2, "c": 1}, dict(counts.items()))
merged = UserDict(x=1)
merged |= {"y": 2}
print(merged, merged.setdefault("z", 3), merged.popitem(), UserDict.fromkeys("pq", []))
try:
    UserDict()["nope"]
except KeyError as e:
    print("KeyError", e)
