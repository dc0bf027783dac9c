"""The objects' numbers in a saved state (format version 7): what guest code sees as their
``id()``, default ``repr`` address and default hash (:func:`sandbox.runtime.objects.guest_number`).

A session numbers its objects in the order a program first shows them, so the same run
shows the same numbers again; a saved state keeps the session's count and the place of each
saved object that has one, so that the importing session (another process, or a paused
run's replay) goes on where the exporting one was: an object keeps its id, and a set of
objects hashed by identity keeps its order.

Export: every numbered object the scan met gets an object-table entry (a reference the
header can name); the header's ``numbers`` is ``[count, [entry, place, entry, place...]]``.
Import: each entry's object is numbered as it is made, before anything hashes it; every
place is checked (at most the count, no two alike)."""

from __future__ import annotations

from typing import Any

from ..runtime.objects import MAX_SERIAL, give_serial, session_serial
from .checks import check


def numbered_objects(encoder: Any) -> dict[int, int]:
    """id -> place of every numbered object the encoder's scan met (not those saved by
    name: the importing session's module makes them again). Each gets a table entry."""
    found: dict[int, int] = {}
    for i, (o, root) in encoder.scanned.items():
        if i in encoder.named:
            continue
        serial = session_serial(o, getattr(encoder, "session", None))
        if serial is not None:
            found[i] = serial
            encoder.shared.add(i)  # (a table entry: the header refers to it)
            encoder.dirty.add(root)
    return found


def numbers_record(encoder: Any, shells: list[list[Any]], numbered: dict[int, int]) -> list[int]:
    """``[entry, place, ...]`` of the numbered objects that have a shell (the immutable ones,
    rebuilt from their contents, are numbered anew when shown)."""
    out: list[int] = []
    for i, serial in numbered.items():
        idx = encoder.index.get(i)
        if idx is not None and shells[idx][0] != "X":
            out += (idx, serial)
    return out


def read_numbers(record: Any, entries: int) -> tuple[int, dict[int, int]]:
    """The count and ``{entry: place}`` of a header's ``numbers`` (None: a blob of version 6
    or older, whose objects are numbered anew), checked."""
    if record is None:
        return 0, {}
    check(type(record) is list and len(record) == 2 and type(record[0]) is int
          and 0 <= record[0] <= MAX_SERIAL and type(record[1]) is list
          and len(record[1]) % 2 == 0 and len(record[1]) <= 2 * entries
          and all(type(x) is int for x in record[1]), "bad object numbers")
    count, flat = record
    places = dict(zip(flat[::2], flat[1::2], strict=True))
    check(len(places) == len(flat) // 2 and len(set(places.values())) == len(places)
          and all(0 <= idx < entries and 0 < p <= count for idx, p in places.items()),
          "bad object numbers")
    return count, places


def number_new(obj: Any, serial: int | None, session: Any = None) -> None:
    """Number the object just made for a table entry in ``session``'s count, if the blob
    gives it a place."""
    if serial is not None:
        check(give_serial(obj, serial, session),
              "bad object numbers (an object that cannot have one)")
