"""Host addresses out of what any host callable returns to guest code.

:mod:`sandbox.runtime.reprs` rewrites the text that a compiled call site makes itself
(``repr(x)``, f-strings, ``print``...). Host code also makes text the call sites never see:
a ``functools.partial(repr, v)`` or ``lru_cache(repr)`` calling CPython's own ``repr``,
``iter(functools.partial(str, v), None)``, ``csv.writer(buf).writerow([v])`` calling C's
``PyObject_Str``, ``logging`` or ``pprint`` formatting. All of that text reaches the guest
as the result of some host call (the partial's call, ``next(it)``, ``buf.getvalue()``), so
:func:`settled` -- the one tail every compiled host call goes through -- looks at every
result that is a string (or a short list or tuple of them) and hands those holding
`` at 0x`` to :func:`returned_text`.

Which numbers change (``returned_text``):

* none, if the result is a string the call's arguments or the caller's globals and locals
  already reach (``d.get(k)``, ``q.popleft()`` of a string the run holds): the guest's own
  string, not new text (an ``lru_cache`` wrapper's own cache does not count);
* none that occurs in one of the call's string arguments (``s.strip()``, ``sep.join(parts)``
  of the guest's own text: the guest had it already, so it tells nothing);
* none that cannot be an object's address (not 8-byte aligned, such as ``0xdead``); guest
  addresses and masked numbers are odd, so they are never touched again;
* every other one as :func:`~sandbox.runtime.reprs.guest_text` rewrites it: the host id of an
  object the arguments, the caller's frame or the callable reach (a bounded walk) becomes its
  guest address (``hex(id(v))``), a guest address of one stays, any other number is masked.
  So a string the guest builds to look like an address never becomes a guest id of a number
  it picked, and text buffered in a host object (``io.StringIO``) shows the guest address of
  the objects the run still holds.

Guest functions that host code calls (:func:`handed_text`) get their string arguments
rewritten the same way (``csv.writer(obj)`` calling ``obj.write(line)``).

Cost: results that are not strings, lists or tuples pay nothing new; a string pays one
substring search, a list or tuple of at most :data:`_ITEMS` items one per string item.
"""

from __future__ import annotations

import gc
from typing import Any

from .factories import DEFAULTDICT, guard_factory
from .memory import METER_LEN, meter
from .reprs import _ADDRESS, _MIN_VISITS, _reachable, rewrite_addresses

__all__ = ["handed_text", "returned_text", "settled"]

#: Longest list/tuple result whose string items are looked at (longer ones are not: their
#: items come from the guest's own values or from host iterators whose callables are
#: checked where they are made).
_ITEMS = 64
#: Items of a list/tuple argument searched for the guest's own text.
_SOURCE_ITEMS = 4096


def settled(f: list[Any], r: Any, fn: Any, args: Any) -> Any:
    """``r``, the result of host callable ``fn`` called with ``args`` (a tuple or list, with
    keyword values appended) from frame ``f``, as guest code gets it: metered if long (see
    :func:`~sandbox.runtime.memory.meter`), its host addresses rewritten as the module
    docstring says. Callers test ``type(r) in METERED_TYPES`` first."""
    if len(r) >= METER_LEN:
        r = meter(f[1], r)
    t = type(r)
    if t is str:
        return r if " at 0x" not in r else returned_text(f, r, fn, args)
    if (t is list or t is tuple) and len(r) <= _ITEMS:
        for item in r:
            if type(item) is str and " at 0x" in item:
                return _returned_items(f, r, fn, args)
    elif t is DEFAULTDICT:  # its factory, which C's __missing__ calls: checked there
        guard_factory(r)
    return r


def _returned_items(f: list[Any], r: Any, fn: Any, args: Any) -> Any:
    items = [returned_text(f, s, fn, args) if type(s) is str else s for s in r]
    if all(a is b for a, b in zip(items, r, strict=True)):
        return r
    return items if type(r) is list else tuple(items)


def returned_text(f: list[Any] | None, text: str, fn: Any, args: Any) -> str:
    """``text`` (a string host callable ``fn`` returned for ``args``, called from frame
    ``f``, None when host code called it) with the host addresses no input held rewritten
    (module docstring)."""
    sources = [a for a in args if type(a) is str]
    for a in args:
        if type(a) in (list, tuple):
            sources.extend(s for s in a[:_SOURCE_ITEMS] if type(s) is str)
    if any(text is s for s in sources) or any(text is s for s in gc.get_referents(*args)):
        return text  # not new text: the guest's own string (d.get(k), getattr(o, name))
    shown = {m.group(1) for m in _ADDRESS.finditer(text)
             if _pointer_like(int(m.group(1), 16)) and not any(m.group(0) in s for s in sources)}
    if not shown:
        return text
    # first from what the guest holds: meeting the text itself there makes it the guest's own
    # string, not new text (not from fn: an lru_cache holds the text it made)
    itself = f"{id(text):x}"
    visits = _MIN_VISITS + len(text) // 4
    hosts, guests = _reachable((*args, *_frame(f)), shown | {itself}, visits)
    if itself in hosts:
        return text
    rest = shown - hosts.keys() - guests
    if rest and fn is not None:
        more_hosts, more_guests = _reachable((fn,), rest, visits)
        hosts |= more_hosts
        guests |= more_guests
    return rewrite_addresses(text, shown, hosts, guests)


def _pointer_like(number: int) -> bool:
    """Whether ``number`` can be the address of a Python object (CPython's objects are
    aligned to at least 8 bytes, above the first pages): others are left as they are."""
    return number % 8 == 0 and 0x10000 <= number < 1 << 48


def handed_text(args: tuple[Any, ...], namespace: Any) -> tuple[Any, ...]:
    """``args``, which host code passes to a guest function (``csv.writer(obj)`` calling
    ``obj.write(line)``), with the host addresses in their strings rewritten as in a host
    call's result, from the objects the arguments and the function's globals reach."""
    others = [a for a in args if type(a) is not str]  # not a source: the text itself
    return tuple(returned_text([namespace], a, None, others) if type(a) is str else a
                 for a in args)


def _frame(f: list[Any] | None) -> tuple[Any, ...]:
    """The caller's globals and locals (not the run's context in ``f[1]``)."""
    if f is None:
        return ()
    return (f[0], f[4:]) if len(f) > 4 else (f[0],)
