from collections.abc import (Iterable, Iterator, Sequence, Mapping, MutableMapping, Callable,
                             Hashable, Sized, Container, Generator, Set, MutableSequence)

samples = {"list": [1], "tuple": (1,), "dict": {}, "set": set(), "str": "s", "int": 1,
           "gen": (x for x in []), "range": range(2), "func": len, "frozenset": frozenset()}
checks = [Iterable, Iterator, Sequence, Mapping, MutableMapping, Callable, Hashable, Sized,
          Container, Generator, Set, MutableSequence]
for name, obj in samples.items():
    print(f"{name:<10}", "".join("x" if isinstance(obj, c) else "." for c in checks))

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
c = Countdown(3)
print(isinstance(c, Iterator), isinstance(c, Iterable), list(c), issubclass(list, Sequence))
class Box:
    def __len__(self):
        return 0
    def __contains__(self, x):
        return False
print(isinstance(Box(), Sized), isinstance(Box(), Container), isinstance(Box(), Iterable))
def process(data):
    if isinstance(data, Mapping):
        return sorted(data.items())
    if isinstance(data, (str, bytes)):
        return [data]
    if isinstance(data, Iterable):
        return list(data)
    return [data]
print(process({"b": 1, "a": 2}), process("ab"), process(range(3)), process(5))
