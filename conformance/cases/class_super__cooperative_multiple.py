class Base:
    def __init__(self, **kwargs):
        self.log = ["Base"]
        super().__init__(**kwargs)

    def describe(self):
        return ["Base"]

class Timestamped(Base):
    def __init__(self, created="t0", **kwargs):
        super().__init__(**kwargs)
        self.created = created
        self.log.append("Timestamped")

    def describe(self):
        return ["Timestamped"] + super().describe()

class Named(Base):
    def __init__(self, name="?", **kwargs):
        super().__init__(**kwargs)
        self.name = name
        self.log.append("Named")

    def describe(self):
        return ["Named"] + super().describe()

class Document(Timestamped, Named):
    def __init__(self, body="", **kwargs):
        super().__init__(**kwargs)
        self.body = body
        self.log.append("Document")

    def describe(self):
        return ["Document"] + super().describe()

d = Document(body="text", name="readme", created="t1")
print(d.log, d.name, d.created, d.body)
print(d.describe())
print([c.__name__ for c in Document.__mro__])
print(super(Timestamped, d).describe())
try:
    Document(colour="red")
except TypeError as e:
    print(e)
