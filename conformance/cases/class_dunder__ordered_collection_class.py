import bisect

class SortedList:
    def __init__(self, items=(), key=None):
        self._key = key or (lambda x: x)
        self._items = sorted(items, key=self._key)
        self._keys = [self._key(x) for x in self._items]

    def add(self, item):
        k = self._key(item)
        i = bisect.bisect_right(self._keys, k)
        self._keys.insert(i, k)
        self._items.insert(i, item)

    def remove(self, item):
        k = self._key(item)
        i = bisect.bisect_left(self._keys, k)
        while i < len(self._items) and self._keys[i] == k:
            if self._items[i] == item:
                del self._items[i]
                del self._keys[i]
                return
            i += 1
        raise ValueError(f"{item!r} not in list")

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, item):
        return item in self._items

    def __repr__(self):
        return f"SortedList({self._items!r})"

s = SortedList([5, 1, 4])
s.add(3); s.add(3); s.add(10)
print(s, len(s), s[0], s[-1], s[1:3], 4 in s)
s.remove(3)
print(list(s))
try:
    s.remove(99)
except ValueError as e:
    print(e)
words = SortedList(["pear", "fig", "banana"], key=len)
words.add("kiwi")
print(words, [w for w in words if len(w) > 3])
