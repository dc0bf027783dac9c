from functools import total_ordering, reduce, partial
import operator

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return f"v{self.text}"

versions = [Version(v) for v in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(sorted(versions), max(versions), Version("1.0") >= Version("0.99"), Version("2") > Version("10"))
print(Version("1.2") <= Version("1.2"), Version("1.2") != Version("1.2.0"))
def pipeline(*funcs):
    return lambda x: reduce(lambda acc, f: f(acc), funcs, x)
clean = pipeline(str.strip, str.lower, partial(str.replace, " ", "_")) if False else pipeline(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(clean("  Hello World  "))
print(reduce(lambda acc, kv: {**acc, kv[0]: acc.get(kv[0], 0) + kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {}))
print(reduce(operator.or_, [{1}, {2, 3}, {3, 4}]), reduce(max, [3, 9, 2]), reduce(operator.add, "abc", ">"))
base2 = partial(int, base=2)
print(base2("1011"), base2.keywords, partial(max, default=0)([]))
