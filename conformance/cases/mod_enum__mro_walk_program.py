# A model-style helper that walks a class's MRO to describe an enum
import enum


class Status(enum.StrEnum):
    OPEN = "open"
    CLOSED = "closed"


class Bits(enum.IntFlag):
    X = 1
    Y = 2
    Z = 4


def describe(cls):
    kinds = []
    for klass in cls.__mro__:
        if klass is object:
            continue
        kinds.append(klass.__name__)
    return " -> ".join(kinds)


print(describe(Status))
print(describe(Bits))
print(describe(type(Bits.X | Bits.Y)))
seen = {}
for klass in Bits.__mro__:
    seen[klass.__name__] = seen.get(klass.__name__, 0) + 1
print(sorted(seen.items()))
print([k for k in Status.__mro__ if issubclass(k, str)])
