class Record:
    __slots__ = ("key", "value", "_cache")

    def __init__(self, key, value):
        self.key = key
        self.value = value

    @property
    def size(self):
        try:
            return self._cache
        except AttributeError:
            self._cache = len(str(self.value))
            return self._cache

    def __repr__(self):
        return f"Record({self.key!r}, {self.value!r})"

    def __eq__(self, other):
        return isinstance(other, Record) and (self.key, self.value) == (other.key, other.value)

    __hash__ = None

records = [Record(f"k{i}", "v" * i) for i in range(4)]
print(records, [r.size for r in records])
print(Record("a", 1) == Record("a", 1), Record.__slots__)
try:
    {Record("a", 1)}
except TypeError as e:
    print(e)
r = records[1]
r.value = "changed"
print(r.size, r)
try:
    r.other = 1
except AttributeError as e:
    print("AttributeError:", "other" in str(e))
class WithDict:
    __slots__ = ("a", "__dict__")
w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.__dict__)
print(type(Record.key).__name__)
