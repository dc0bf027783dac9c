# A typed data pipeline with Protocols, TypedDict, NamedTuple and generics.
from __future__ import annotations

from typing import Any, Callable, Generic, Iterable, Iterator, NamedTuple, Optional, Protocol, TypedDict, TypeVar

T = TypeVar("T")
U = TypeVar("U")


class Reading(NamedTuple):
    service: str
    ts: str
    value: float


class Summary(TypedDict):
    service: str
    n: int
    peak: float


class Sink(Protocol):
    def write(self, line: str) -> None: ...


class Stage(Generic[T, U]):
    def __init__(self, fn: Callable[[T], Optional[U]], name: str) -> None:
        self.fn, self.name = fn, name

    def __call__(self, items: Iterable[T]) -> Iterator[U]:
        for item in items:
            out = self.fn(item)
            if out is not None:
                yield out


class ListSink:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def write(self, line: str) -> None:
        self.lines.append(line)


def load(service: str) -> list[Reading]:
    try:
        return [Reading(service, p["ts"], p["value"]) for p in get_metrics(service)]
    except LookupError as exc:
        print("skip", service, "-", exc)
        return []


def emit(sink: Sink, summaries: Iterable[Summary]) -> int:
    count = 0
    for s in summaries:
        sink.write(f"{s['service']}: n={s['n']} peak={s['peak']}")
        count += 1
    return count


readings = [r for s in ["api", "db", "mail", "search"] for r in load(s)]
high: Stage[Reading, Reading] = Stage(lambda r: r if r.value > 50 else None, "high")
kept = list(high(readings))
by: dict[str, list[Reading]] = {}
for r in kept:
    by.setdefault(r.service, []).append(r)
summaries: list[Summary] = [{"service": k, "n": len(v), "peak": max(x.value for x in v)}
                            for k, v in by.items()]
sink = ListSink()
print("emitted", emit(sink, summaries))
print("\n".join(sink.lines))
print(Reading._fields, kept[0]._asdict() if kept else None, kept[0]._replace(value=0.0) if kept else None)
print(Stage.__parameters__ if hasattr(Stage, "__parameters__") else "?", high.name)
print(emit.__annotations__)
