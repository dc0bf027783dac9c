class Event:
    _types = {}
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.kind = "".join("_" + c.lower() if c.isupper() else c for c in cls.__name__).lstrip("_")
        cls.created = 0
        Event._types[cls.kind] = cls
    def __init__(self, **data):
        type(self).created += 1
        self.data = data
    @classmethod
    def parse(cls, payload):
        kind = payload.pop("kind")
        try:
            return cls._types[kind](**payload)
        except KeyError:
            raise ValueError(f"unknown event kind {kind!r}") from None
    def __repr__(self):
        return f"{self.kind}({self.data})"

class UserSignedUp(Event):
    pass

class OrderPlaced(Event):
    pass

class HTTPRequestFailed(Event):
    pass

print(sorted(Event._types))
evs = [Event.parse({"kind": "user_signed_up", "id": 1}), Event.parse({"kind": "order_placed", "total": 9}),
       Event.parse({"kind": "user_signed_up", "id": 2})]
print(evs, UserSignedUp.created, OrderPlaced.created, HTTPRequestFailed.created)
try:
    Event.parse({"kind": "nope"})
except ValueError as e:
    print(e)
