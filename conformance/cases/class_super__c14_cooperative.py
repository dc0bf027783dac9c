class Base:
    def __init__(self, **kw):
        print("Base", sorted(kw))
        super().__init__()
    def describe(self):
        return ["Base"]
class Timestamped(Base):
    def __init__(self, ts=0, **kw):
        self.ts = ts
        super().__init__(**kw)
    def describe(self):
        return ["Timestamped"] + super().describe()
class Named(Base):
    def __init__(self, name="?", **kw):
        self.name = name
        super().__init__(**kw)
    def describe(self):
        return ["Named"] + super().describe()
class Record(Timestamped, Named):
    def __init__(self, **kw):
        super().__init__(**kw)
    def describe(self):
        return ["Record"] + super().describe()
r = Record(ts=5, name="r1", extra=True)
print(r.ts, r.name, r.describe())
print([c.__name__ for c in Record.__mro__])
print(super(Timestamped, r).describe())
