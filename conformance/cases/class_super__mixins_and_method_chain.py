class JSONMixin:
    def to_dict(self):
        d = super().to_dict() if hasattr(super(), "to_dict") else {}
        d["format"] = "json"
        return d

class TimestampMixin:
    def to_dict(self):
        d = super().to_dict()
        d["ts"] = 0
        return d

class Base:
    def __init__(self, name):
        self.name = name
    def to_dict(self):
        return {"name": self.name}

class Record(JSONMixin, TimestampMixin, Base):
    def to_dict(self):
        d = super().to_dict()
        d["kind"] = "record"
        return d

print(Record("r1").to_dict(), [c.__name__ for c in Record.__mro__])
class Logged:
    def save(self):
        print("log:", type(self).__name__, "saving")
        return super().save()
class Validated:
    def save(self):
        if not getattr(self, "name", None):
            raise ValueError("name required")
        return super().save()
class Stored:
    def save(self):
        return f"stored {self.name}"
class Doc(Logged, Validated, Stored):
    def __init__(self, name):
        self.name = name
print(Doc("a").save())
try:
    Doc("").save()
except ValueError as e:
    print(e)
