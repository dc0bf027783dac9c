# Operators on classes defined by the metaclass: ==, hash, <, |, bool, as dict keys and sorted.
class Ranked(type):
    def __eq__(cls, other):
        return isinstance(other, Ranked) and cls.rank == other.rank

    def __hash__(cls):
        return hash(cls.rank)

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


print(Low == AlsoLow, Low == High, Low != High, hash(Low) == hash(AlsoLow))
print([c.__name__ for c in sorted([High, Zero, Low])], Low | High, bool(Zero), bool(High))
table = {Low: "low", High: "high"}
print(table[AlsoLow], len({Low, AlsoLow, High}), "yes" if Zero else "no")
print(max([Low, High, Zero]).__name__, Low < High, Low in [AlsoLow])
