# UserList and UserString subclasses
from collections import UserList, UserString


class History(UserList):
    def push(self, item):
        self.append(item)
        if len(self) > 3:
            del self[0]


h = History()
for step in ["open", "edit", "save", "close"]:
    h.push(step)
print(h, h[-1], h[:2], type(h[:2]).__name__, h + ["x"], 2 * h, "save" in h, h.index("close"))
h.sort()
print(h, list(reversed(h)), h.count("edit"), h == ["close", "edit", "save"], h.copy())


class Slug(UserString):
    def slugify(self):
        return self.__class__("-".join(self.lower().split()))


title = Slug("  Hello Big World ")
s = title.slugify()
print(repr(s), type(s).__name__, s.upper(), s.split("-"), s[0:5], len(s), s + "!", s.endswith("world"))
print(s.replace("-", "_"), s.center(21, "."), s.count("o"), s.find("big"), s == "hello-big-world")
print(sorted(s)[:3], Slug("%s=%d") % ("n", 4), s.title(), s.partition("-"), int(Slug("12")) + 1)
