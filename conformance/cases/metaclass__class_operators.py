# Operators on classes defined by the metaclass: <, |, bool, sorted, max (== and hash stay
# identity: a metaclass cannot define __eq__/__hash__ in the sandbox, see metaclass_limits).
class Ranked(type):
    def __lt__(cls, other):
        return cls.rank < other.rank

    def __or__(cls, other):
        return f"{cls.__name__}|{other.__name__}"

    def __bool__(cls):
        return cls.rank > 0


class Low(metaclass=Ranked):
    rank = 1


class High(metaclass=Ranked):
    rank = 5


class Zero(metaclass=Ranked):
    rank = 0


class AlsoLow(metaclass=Ranked):
    rank = 1


print(Low == AlsoLow, Low == Low, Low != High, hash(Low) == hash(Low))
print([c.__name__ for c in sorted([High, Zero, Low])], Low | High, bool(Zero), bool(High))
table = {Low: "low", High: "high"}
print(table[Low], len({Low, AlsoLow, High}), "yes" if Zero else "no")
print(max([Low, High, Zero]).__name__, Low < High, Low in [AlsoLow, Low])
