from typing import NamedTuple, TypedDict, Optional

class Address(TypedDict):
    street: str
    city: str

class Person(TypedDict, total=False):
    name: str
    age: int
    address: Address

class Coord(NamedTuple):
    lat: float
    lon: float
    label: Optional[str] = None

    def distance_to(self, other: "Coord") -> float:
        return round(((self.lat - other.lat) ** 2 + (self.lon - other.lon) ** 2) ** 0.5, 4)

p: Person = {"name": "Ada", "address": {"street": "1 Main", "city": "London"}}
print(p, p.get("age", "unknown"), Person.__total__, sorted(Person.__optional_keys__))
print(Address.__required_keys__ == {"street", "city"}, type(p).__name__)
a, b = Coord(51.5, -0.1, "London"), Coord(48.8, 2.3)
print(a, b, a.distance_to(b), a._replace(label="LDN"), b.label)
print(Coord._fields, Coord._field_defaults, a._asdict(), isinstance(a, tuple))
lat, lon, _ = a
print(lat, lon, a[0] == a.lat, len(a))
try:
    Coord(1)
except TypeError as e:
    print(e)
