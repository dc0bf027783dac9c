import typing
from typing import Mapping, Iterator, Sequence, get_origin, get_args
import collections.abc

class Plugin:
    def __init__(self, name, version):
        self.name, self.version = name, version
    def __repr__(self):
        return f"Plugin({self.name!r}, {self.version})"

class Registry(Mapping[str, Plugin]):
    def __init__(self, plugins: Sequence[Plugin]):
        self._by_name = {p.name: p for p in plugins}
    def __getitem__(self, name: str) -> Plugin:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no plugin named {name!r}") from None
    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._by_name))
    def __len__(self) -> int:
        return len(self._by_name)

class Versions(typing.Sequence[int]):
    def __init__(self, *vs):
        self._vs = list(vs)
    def __getitem__(self, i):
        return self._vs[i]
    def __len__(self):
        return len(self._vs)

reg = Registry([Plugin("csv", 2), Plugin("json", 5), Plugin("xml", 1)])
print(list(reg), len(reg), reg["json"], reg.get("yaml"), "csv" in reg, dict(reg.items())["xml"])
print(isinstance(reg, Mapping), isinstance(reg, collections.abc.Mapping), isinstance(reg, dict))
print(Registry.__orig_bases__, get_origin(Registry.__orig_bases__[0]) is collections.abc.Mapping, get_args(Registry.__orig_bases__[0]))
v = Versions(3, 1, 2)
print(list(v), v.index(1), 2 in v, list(reversed(v)), v.count(3), max(v), isinstance(v, collections.abc.Sequence))
print(typing.Mapping[str, int], typing.Iterable, isinstance({}, typing.Mapping), isinstance([], typing.MutableSequence))
print({k: p.version for k, p in reg.items() if p.version > 1})
reg["yaml"]
