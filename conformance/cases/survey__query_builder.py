from __future__ import annotations
from dataclasses import dataclass, field
from typing import Any, Callable
import operator

OPS: dict[str, Callable[[Any, Any], bool]] = {
    "eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "lte": operator.le,
    "gt": operator.gt, "gte": operator.ge, "in": lambda a, b: a in b,
    "contains": lambda a, b: b in a, "startswith": lambda a, b: str(a).startswith(b),
}

@dataclass(frozen=True)
class Query:
    rows: tuple = ()
    filters: tuple = ()
    order: tuple = ()
    lim: int | None = None
    cols: tuple | None = None

    def where(self, **conds) -> Query:
        new = list(self.filters)
        for key, val in conds.items():
            name, _, op = key.partition("__")
            op = op or "eq"
            if op not in OPS:
                raise ValueError(f"unknown operator {op!r} in {key!r}")
            new.append((name, op, val))
        return Query(self.rows, tuple(new), self.order, self.lim, self.cols)
    def order_by(self, *keys: str) -> Query:
        return Query(self.rows, self.filters, self.order + keys, self.lim, self.cols)
    def limit(self, n: int) -> Query:
        return Query(self.rows, self.filters, self.order, n, self.cols)
    def select(self, *cols: str) -> Query:
        return Query(self.rows, self.filters, self.order, self.lim, cols)
    def __iter__(self):
        out = [r for r in self.rows if all(OPS[op](r.get(n), v) for n, op, v in self.filters)]
        for key in reversed(self.order):
            desc = key.startswith("-")
            out.sort(key=lambda r: r[key.lstrip("-")], reverse=desc)
        if self.lim is not None:
            out = out[: self.lim]
        for r in out:
            yield {c: r[c] for c in self.cols} if self.cols else dict(r)
    def count(self) -> int:
        return sum(1 for _ in self)
    def __repr__(self):
        conds = " AND ".join(f"{n} {op} {v!r}" for n, op, v in self.filters) or "TRUE"
        return f"<Query WHERE {conds} ORDER BY {', '.join(self.order) or '-'} LIMIT {self.lim}>"

people = Query(tuple([
    {"name": "ann", "age": 31, "city": "oslo", "tags": ["dev"]},
    {"name": "bob", "age": 25, "city": "rome", "tags": []},
    {"name": "cyd", "age": 42, "city": "oslo", "tags": ["ops", "dev"]},
    {"name": "dee", "age": 25, "city": "lima", "tags": ["dev"]},
]))
q = people.where(age__gte=25, tags__contains="dev").order_by("-age", "name")
print(q)
print(list(q.select("name", "age")))
print(people.where(city__in={"oslo", "lima"}).order_by("age", "-name").limit(2).count(), list(people.order_by("age", "name").select("name")))
print(list(people.where(name__startswith="b")), people.count())
try:
    people.where(age__between=(1, 2))
except ValueError as e:
    print(e)
base = people.where(city="oslo")
print(base.count(), base.where(age__lt=40).count(), base.count())
people.order_by("salary").count()
list(people.order_by("salary"))
