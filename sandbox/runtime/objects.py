"""Guest functions and cells: the evaluator's own objects, never real Python functions.

A :class:`Function` pairs a compiled :class:`Code` (built once per ``def``/``lambda`` node) with
what one execution of the ``def`` captured: globals, defaults, closure cells. Calling it builds
a frame list (layout in :mod:`sandbox.scopes`), binds the arguments with CPython's rules and
error messages, and runs the compiled body.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import weakref
from collections.abc import Callable
from types import MethodType
from typing import Any

from ..errors import abort_limit
from ..scopes import FIRST_SLOT
from .context import _current, outside_run

#: Key of :func:`guest_address` (per process; never shown).
_ADDRESS_KEY = os.urandom(16)
#: The ``0x7f`` that starts every guest address, as the top byte of its 48-bit number.
_ADDRESS_TOP = 0x7F << 40


def guest_address(obj: Any) -> str:
    """The address guest code (and the model) sees in reprs such as ``<function f at 0x...>``,
    in CPython's shape (``0x7f`` and ten hex digits); the guest's ``id()`` is this number.
    It is the same for the object's whole life and for every repr that shows it, and tells
    nothing about the host's memory layout: the object's number (:func:`guest_number`)."""
    return f"{guest_number(obj):#x}"


def guest_number(obj: Any) -> int:
    """``id(obj)`` as guest code sees it. An object numbered during a run (the first time its
    id, hash or default repr is asked for) that can have a weak reference gets the next
    number of the run's session: numbers follow the order in which a program first shows its
    objects, so a run that does the same things shows the same ids, reprs and set orders
    again, in any process (a paused run's replay depends on it; the session's counter is
    saved with its state). An object another session numbered first (a host class, a shared
    module constant) gets a number of this session's own as well: numbers are per session,
    so two live objects never share one and a session's numbers tell nothing of another's
    (round 8). Any other object's number is a keyed hash of its host address."""
    key = id(obj)
    ref = _NUMBERED.get(key)
    if ref is not None and ref() is obj:
        owner = ref.owner
        if not owner:
            return ref.number
        session = getattr(getattr(_current, "ctx", None), "session", None)
        mine = getattr(session, "number_owner", owner)
        return ref.number if mine == owner else _shared_number(obj, key, session)
    return _new_number(obj, key)


def _new_number(obj: Any, key: int) -> int:
    ctx = getattr(_current, "ctx", None)
    session = getattr(ctx, "session", None)
    serial = getattr(session, "guest_serial", None)
    try:
        ref = _Numbered(obj, _forget, key)
    except TypeError:  # (no weak reference to it: nothing would tell its death)
        return _keyed_number(key)
    if type(serial) is int:
        serial += 1
        session.guest_serial = serial  # type: ignore[union-attr]
        ref.number = _SERIAL_BASE + serial * _SERIAL_STEP + 1
        ref.owner = _owner_for(obj, session)
    else:  # outside a run (a host's display): consistent from now on, not reproducible
        ref.number = _keyed_number(key)
        ref.owner = 0
    _NUMBERED[key] = ref
    return ref.number


def _shared_number(obj: Any, key: int, session: Any) -> int:
    """The number of ``obj``, which another session numbered first, in ``session``."""
    own = session.shared_numbers
    ref = own.get(key)
    if ref is not None and ref() is obj:
        return ref.number
    ref = _Numbered(obj, _forgetter(own), key)
    serial = session.guest_serial + 1
    session.guest_serial = serial
    ref.number = _SERIAL_BASE + serial * _SERIAL_STEP + 1
    ref.owner = session.number_owner
    own[key] = ref
    return ref.number


def _forgetter(table: dict[int, Any]) -> Callable[[Any], None]:
    def forget(ref: Any) -> None:
        key = ref.key
        if table.get(key) is ref:
            del table[key]
    return forget


def _keyed_number(host_id: int) -> int:
    digest = hashlib.blake2b(host_id.to_bytes(8, "little"), key=_ADDRESS_KEY,
                             digest_size=5).digest()
    return _ADDRESS_TOP | (int.from_bytes(digest, "big") & _KEYED_MASK) | 1


def _forget(ref: Any) -> None:
    key = ref.key
    if _NUMBERED.get(key) is ref:  # (not a newer object's entry under a reused id)
        del _NUMBERED[key]


class _Numbered(weakref.KeyedRef):
    """A weak reference to a numbered object (``key``: its host id), with its number and the
    ``number_owner`` of the session that numbered it (0: a keyed number, anyone's)."""

    __slots__ = ("number", "owner")
    number: int
    owner: int


#: host id -> the weak reference to that object, with its number (removed when it dies).
_NUMBERED: dict[int, _Numbered] = {}
#: Session numbers are ``_SERIAL_BASE + n * _SERIAL_STEP + 1`` (bit 39 of the 40 set); keyed
#: numbers keep bit 39 clear, so the two kinds never meet; both are odd (see address_of_id).
_SERIAL_BASE = _ADDRESS_TOP | 1 << 39
_SERIAL_STEP = 0x10  # (hashes one apart: a set of objects numbered in a row does not collide)
_KEYED_MASK = (1 << 39) - 1
_OWNERS = itertools.count(1)


def new_number_owner() -> int:
    """A session's ``number_owner``: the mark its numbered objects carry."""
    return next(_OWNERS)


def _entry(host_id: int, session: Any) -> Any:
    """The live numbering entry of ``host_id`` in ``session`` (its own, or a global one it
    owns or that is keyed), or None."""
    own = getattr(session, "shared_numbers", None)
    if own is not None:
        ref = own.get(host_id)
        if ref is not None and ref() is not None:
            return ref
    ref = _NUMBERED.get(host_id)
    if ref is None or ref() is None:
        return None
    if ref.owner and ref.owner != getattr(session, "number_owner", ref.owner):
        return None
    return ref


def session_serial(obj: Any, session: Any = None) -> int | None:
    """The place of ``obj``'s number in ``session``'s count (what a saved state keeps; None:
    the count of whichever session numbered it), or None if it has none there (never
    numbered, numbered outside a run, or no weak reference)."""
    ref = _entry(id(obj), session)
    if ref is None or ref() is not obj or ref.number < _SERIAL_BASE:
        return None
    return (ref.number - _SERIAL_BASE) // _SERIAL_STEP


def give_serial(obj: Any, serial: int, session: Any = None) -> bool:
    """Number the new object ``obj`` with place ``serial`` of ``session``'s count (a state
    import); False if it cannot be numbered (no weak reference) or already is."""
    key = id(obj)
    ref = _NUMBERED.get(key)
    if ref is not None and ref() is obj:
        return False
    try:
        ref = _Numbered(obj, _forget, key)
    except TypeError:
        return False
    ref.number = _SERIAL_BASE + serial * _SERIAL_STEP + 1
    ref.owner = _owner_for(obj, session)
    _NUMBERED[key] = ref
    return True


def _owner_for(obj: Any, session: Any) -> int:
    """The ``owner`` mark of ``obj`` numbered in ``session``: 0 for the guest's own objects
    (instances of guest classes, guest functions and classes: only their session reaches
    them, and their hash, a hot path, then needs no session lookup), else the session's."""
    t = type(obj)
    if t is Function or getattr(t, "__sandbox_guest__", False) is True or (
            isinstance(obj, type) and obj.__dict__.get("__sandbox_guest__") is True):
        return 0
    return getattr(session, "number_owner", 0)


#: The largest place in a session's count (numbers stay below 2**48, in CPython's shape).
MAX_SERIAL = ((1 << 48) - 2 - _SERIAL_BASE) // _SERIAL_STEP


def address_of_id(host_id: int) -> str:
    """:func:`guest_address` of the live object whose host ``id()`` is ``host_id`` (its
    number if it has one, else the keyed hash). Every guest number is odd, so never the
    address of a host object (those are 8-byte aligned), which lets
    :mod:`sandbox.runtime.hosttext` leave guest addresses alone without knowing the object."""
    ref = _entry(host_id, getattr(getattr(_current, "ctx", None), "session", None))
    if ref is not None:  # (alive: no other live object has that id)
        return f"{ref.number:#x}"
    return f"{_keyed_number(host_id):#x}"


def _handed(args: tuple[Any, ...], namespace: Any) -> tuple[Any, ...]:
    """``args`` host code passes to a guest function, host addresses in their strings
    rewritten (:func:`sandbox.runtime.hosttext.handed_text`, imported late: it imports this
    module)."""
    for a in args:
        if type(a) is str and " at 0x" in a:
            from .hosttext import handed_text
            return handed_text(args, namespace)
    return args


def guest_hash(obj: Any) -> int:
    """The default ``hash(obj)`` of a guest object (CPython's is derived from its address):
    ``id(obj) >> 4`` as guest code sees ``id`` (:func:`guest_number`), so the same for the
    object's whole life, consistent with equality by identity, reproducible where the number
    is (the order of a set of such objects too), and telling nothing about memory."""
    return guest_number(obj) >> 4


class _Unbound:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<unbound>"


#: Marks a local slot or cell that holds no value yet.
UNBOUND: Any = _Unbound()


class Cell:
    """A variable shared between a function and the functions nested in it."""

    __slots__ = ("value",)

    def __init__(self, value: Any = UNBOUND) -> None:
        self.value = value


class Code:
    """What the compiler knows about one function: parameters, frame size, compiled body.

    ``run(frame)`` executes the body in a bound frame and returns the function's result.
    ``cell_slots`` are slots that must hold a fresh :class:`Cell` (with the parameter's value if
    the slot is a parameter); ``free_slots`` receive the closure's cells in order."""

    __slots__ = ("name", "qualname", "argcount", "posonlycount", "kwonlycount", "varargs",
                 "varkw", "params", "nslots", "cell_slots", "free_slots", "run", "simple",
                 "simple_argcount", "positional", "starred", "pad",
                 "doc", "is_generator", "is_async", "body_run", "leaf", "leaf_below",
                 # for sandbox.state (set by the compiler): the program source, the def/lambda
                 # span (lineno, col_offset, end_lineno, end_col_offset) and free variable names
                 "source", "source_span", "freevars")

    def __init__(self, *, name: str, qualname: str, argcount: int, posonlycount: int,
                 kwonlycount: int, varargs: bool, varkw: bool, params: list[str], nslots: int,
                 cell_slots: tuple[int, ...], free_slots: tuple[int, ...],
                 run: Callable[[list[Any]], Any], doc: str | None,
                 is_generator: bool = False, is_async: bool = False) -> None:
        self.name = name
        self.qualname = qualname
        self.argcount = argcount
        self.posonlycount = posonlycount
        self.kwonlycount = kwonlycount
        self.varargs = varargs
        self.varkw = varkw
        self.params = params
        self.nslots = nslots
        self.cell_slots = cell_slots
        self.free_slots = free_slots
        self.run = run
        self.doc = doc
        self.is_generator = is_generator
        self.is_async = is_async
        self.body_run = run
        self.source: str | None = None
        self.source_span: tuple[int, int, int, int] | None = None
        self.freevars: tuple[str, ...] = ()
        if is_generator or is_async:
            self.run = _suspendable_factory(self, is_generator, is_async)
        # Fast path: only positional parameters, no cells or closure work at entry.
        self.simple = (not varargs and not varkw and not kwonlycount and not cell_slots
                       and not free_slots)
        # the call sites' one test for that path: argcount if simple, else -1 (no call has
        # -1 arguments)
        self.simple_argcount = argcount if self.simple else -1
        # Next fastest: only positional parameters, cells or a closure to install (closures).
        self.positional = not varargs and not varkw and not kwonlycount
        # f(a, ..., *args[, **kwargs]) without keyword-only parameters (generated methods)
        self.starred = varargs and not kwonlycount
        self.pad = (UNBOUND,) * (nslots - FIRST_SLOT - argcount)
        # a one-parameter function whose body starts "if n < c: return n" (or a constant):
        # (c, result is n, the constant), set by the compiler; ``f(a) + g(b)`` call sites
        # answer such a call whose int argument is below c without entering the body
        self.leaf: tuple[int, bool, Any] | None = None
        self.leaf_below: int | None = None  # leaf[0], the call sites' one test

    def set_leaf(self, leaf: tuple[int, bool, Any] | None) -> None:
        """Record the body's base case (``leaf`` as the compiler found it) when a call site
        may answer it: a plain function of one positional parameter, no cells. Such a call
        still charges its step and checks its recursion level (the one level the body would
        hold, released at once); it is answered without a frame because the base case
        cannot raise: an exact int compared with an int constant, then the argument itself
        or an immutable constant returned."""
        if leaf is not None and self.simple_argcount == 1 and not self.is_generator \
                and not self.is_async:
            self.leaf = leaf
            self.leaf_below = leaf[0]


#: What a refusal of a function's private attribute suggests instead.
_INTROSPECT_INSTEAD = dict.fromkeys(
    ("__code__", "__globals__", "__closure__", "__builtins__"),
    "a guest function's code and namespace are the sandbox's; read __name__, __qualname__, "
    "__doc__, __defaults__, __kwdefaults__ or __annotations__")


def _returned_text(ctx: Any, text: str) -> str:
    if len(text) > 65536:
        # C code (repr of containers, str.join...) may gather many such results: count them
        # toward the memory samples
        ctx.check_alloc(len(text), "string returned to host code")
    return text


#: What a guest function called by host C code returns, by type -> ``guard(ctx, result)``,
#: the value handed to the host instead: a long string is counted towards the memory
#: samples; a lazy host iterator (a guest ``__iter__`` returning ``iter(range(10**8))`` to
#: ``list()``) comes back metered (:mod:`sandbox.guards.iterguard` registers those types).
HOST_RESULT_GUARDS: dict[type, Callable[[Any, Any], Any]] = {str: _returned_text}


class Function:
    """A guest function (``def`` or ``lambda``). Its type prints as ``function``.

    ``__call__`` lets CPython's own machinery (``sorted(key=...)``, ``map``, dict lookups of
    guest objects...) call it; compiled call sites use :meth:`call_positional` directly."""

    __slots__ = ("_code", "_globals", "_defaults", "_kwdefaults", "_closure", "__dict__",
                 "__weakref__")

    def __init__(self, code: Code, globals_: Globals, defaults: tuple[Any, ...],
                 kwdefaults: dict[str, Any] | None, closure: tuple[Cell, ...]) -> None:
        if type(code) is not Code or type(globals_) not in _GLOBALS_TYPES \
                or type(defaults) is not tuple or type(closure) is not tuple \
                or not all(type(c) is Cell for c in closure):
            raise TypeError("cannot create 'function' instances")  # only the compiler can
        self._code = code
        self._globals = globals_
        self._defaults = defaults
        self._kwdefaults = kwdefaults
        self._closure = closure
        d = self.__dict__
        d["__name__"] = code.name
        d["__qualname__"] = code.qualname
        d["__doc__"] = code.doc
        d["__module__"] = "__main__"

    def __repr__(self) -> str:
        return f"<function {self.__dict__['__qualname__']} at {guest_address(self)}>"

    def __call__(self, /, *args: Any, **kwargs: Any) -> Any:  # "self=" may be a keyword
        g = self._globals
        ctx = g.ctx  # host C code calling back into the guest
        current = getattr(_current, "ctx", None)
        if current is not ctx or ctx is None:
            raise outside_run()  # host code, after the run or from another thread
        code = self._code
        # text C code made (csv.writer(obj) calling obj.write): the common f(x) tested inline
        n = len(args)
        if n == 1:
            if type(args[0]) is str and " at 0x" in args[0]:
                args = _handed(args, g)
        elif n:
            args = _handed(args, g)
        if not kwargs and code.simple and n == code.argcount:
            result = enter(ctx, code, [g, ctx, self, None, *args, *code.pad])
        elif kwargs:
            result = self.call_general(ctx, args, kwargs)
        else:
            result = self.call_positional(ctx, args)
        guard = HOST_RESULT_GUARDS.get(type(result))
        return result if guard is None else guard(ctx, result)

    def __get__(self, obj: Any, objtype: Any = None) -> Any:
        if obj is None:
            return self
        return MethodType(self, obj)

    def introspect(self, name: str, refuse: Callable[[Any, str], BaseException]) -> Any:
        """The guest's read of ``__defaults__`` (the defaults tuple, or None) and of
        ``__kwdefaults__`` (the function's own dict of keyword-only defaults, made fresh by
        each execution of its ``def``, or None; changing an item changes the default, as in
        CPython). Both attributes are read-only here. Any other private name is refused with
        ``refuse(self, name)`` (``__code__``, ``__globals__``, ``__closure__`` would hand out
        the evaluator's own code, namespace and cells)."""
        if name == "__defaults__":
            return self._defaults or None
        if name == "__kwdefaults__":
            return self._kwdefaults or None
        err = refuse(self, name)
        if name in _INTROSPECT_INSTEAD:
            err.args = (f"{err.args[0]} ({_INTROSPECT_INSTEAD[name]})",)
        raise err

    def call_positional(self, ctx: Any, args: Any) -> Any:
        """Call with positional arguments only (a tuple or list).

        ``_positional_frame`` and ``_starred_frame`` build what :meth:`_bind` would for the
        two shapes whose binding cannot fail (a closure called with exactly its positional
        parameters; ``f(a, *rest)`` with enough positionals). They repeat its last steps
        instead of sharing them because the general binder costs ~5,000 instructions a call
        more under callgrind (a closure call: 16.3k -> 21.4k; see ``benchmarks/README.md``);
        ``tests/modules/test_dataclassmods.py`` checks both against CPython."""
        code = self._code
        if code.simple and len(args) == code.argcount:
            frame = [self._globals, ctx, self, None, *args, *code.pad]
        elif code.positional and len(args) == code.argcount:
            frame = self._positional_frame(ctx, args)
        elif code.starred and len(args) >= code.argcount:
            frame = self._starred_frame(ctx, args)
        else:
            frame = self._bind(ctx, args, None)
        return enter(ctx, code, frame)

    def _starred_frame(self, ctx: Any, args: Any) -> list[Any]:
        """The frame of a call of ``f(a, ..., *args[, **kwargs])`` (no keyword-only
        parameters) with positional arguments only: what :meth:`_bind` builds for it."""
        code = self._code
        argcount = code.argcount
        frame: list[Any] = [self._globals, ctx, self, None, *args[:argcount],
                            tuple(args[argcount:])]
        if code.varkw:
            frame.append({})
        frame.extend([UNBOUND] * (code.nslots - len(frame)))
        for cell_slot in code.cell_slots:
            frame[cell_slot] = Cell(frame[cell_slot])
        for cell_slot, cell in zip(code.free_slots, self._closure, strict=False):
            frame[cell_slot] = cell
        return frame

    def _positional_frame(self, ctx: Any, args: Any) -> list[Any]:
        """The frame of a call with exactly the positional parameters (what :meth:`_bind`
        builds for it, without the checks that cannot fail)."""
        code = self._code
        frame = [self._globals, ctx, self, None, *args, *code.pad]
        for cell_slot in code.cell_slots:
            frame[cell_slot] = Cell(frame[cell_slot])
        for cell_slot, cell in zip(code.free_slots, self._closure, strict=False):
            frame[cell_slot] = cell
        return frame

    def call_general(self, ctx: Any, args: Any, kwargs: dict[str, Any] | None) -> Any:
        """Call with positional and keyword arguments."""
        code = self._code
        if not kwargs and code.simple and len(args) == code.argcount:
            frame = [self._globals, ctx, self, None, *args, *code.pad]
        elif not kwargs and code.positional and len(args) == code.argcount:
            frame = self._positional_frame(ctx, args)
        elif not kwargs and code.starred and len(args) >= code.argcount:
            frame = self._starred_frame(ctx, args)
        else:
            frame = self._bind(ctx, args, kwargs)
        return enter(ctx, code, frame)

    def _bind(self, ctx: Any, args: Any, kwargs: dict[str, Any] | None) -> list[Any]:
        """Bind arguments exactly as CPython 3.11 does (same checks, order and messages)."""
        code = self._code
        frame: list[Any] = [self._globals, ctx, self, None]
        frame.extend([UNBOUND] * (code.nslots - FIRST_SLOT))
        argcount = code.argcount
        params = code.params
        given = len(args)
        n = min(given, argcount)
        frame[FIRST_SLOT:FIRST_SLOT + n] = args[:n]
        slot = FIRST_SLOT + argcount
        if code.varargs:
            frame[slot] = tuple(args[argcount:])
            slot += 1
        kwonly_start = slot
        kwdict: dict[str, Any] | None = None
        if code.varkw:
            kwdict = {}
            frame[kwonly_start + code.kwonlycount] = kwdict
        qualname = self.__dict__["__qualname__"]
        if kwargs:
            posonly_passed: list[str] = []
            for key, value in kwargs.items():
                index = _param_index(code, key)
                if index is None:
                    if kwdict is not None:
                        kwdict[key] = value
                        continue
                    if key in params[:code.posonlycount]:
                        posonly_passed.append(key)
                        continue
                    raise TypeError(
                        f"{qualname}() got an unexpected keyword argument '{key}'")
                target = FIRST_SLOT + index
                if frame[target] is not UNBOUND:
                    raise TypeError(f"{qualname}() got multiple values for argument '{key}'")
                frame[target] = value
            if posonly_passed:
                raise TypeError(
                    f"{qualname}() got some positional-only arguments passed as keyword "
                    f"arguments: '{', '.join(posonly_passed)}'")
        if given > argcount and not code.varargs:
            _too_many_positional(qualname, code, self._defaults, given, frame, kwonly_start)
        if given < argcount:
            defaults = self._defaults
            first_default = argcount - len(defaults)
            missing = [params[i] for i in range(given, first_default)
                       if frame[FIRST_SLOT + i] is UNBOUND]
            if missing:
                raise TypeError(_missing_message(qualname, missing, "positional"))
            for i in range(max(given, first_default), argcount):
                if frame[FIRST_SLOT + i] is UNBOUND:
                    frame[FIRST_SLOT + i] = defaults[i - first_default]
        if code.kwonlycount:
            kwdefaults = self._kwdefaults or {}
            missing = []
            for i in range(code.kwonlycount):
                target = kwonly_start + i
                if frame[target] is UNBOUND:
                    name = params[target - FIRST_SLOT]
                    if name in kwdefaults:
                        frame[target] = kwdefaults[name]
                    else:
                        missing.append(name)
            if missing:
                raise TypeError(_missing_message(qualname, missing, "keyword-only"))
        for cell_slot in code.cell_slots:
            frame[cell_slot] = Cell(frame[cell_slot])
        for cell_slot, cell in zip(code.free_slots, self._closure, strict=False):
            frame[cell_slot] = cell
        return frame


class Globals(dict):  # type: ignore[type-arg]
    """A session's global namespace. ``ctx`` is the RunContext of the run in progress, for
    guest functions called back from host C code (an attribute, so guest code cannot see it)."""

    __slots__ = ("ctx", "builtins", "importer", "has_finalizers", "source_file")
    ctx: Any
    builtins: dict[str, Any]
    importer: Any
    has_finalizers: bool  # a class with a __del__ was made here (unset: False)
    #: (file name, source lines) of a guest-source module, for its traceback frames (unset:
    #: the session's own program)
    source_file: tuple[str, list[str]]


class ExecGlobals(Globals):
    """The namespace of code run by ``eval``/``exec`` with a dict of the guest's: its run
    context, builtins and importer are always those of the session globals ``base``."""

    __slots__ = ("base",)
    base: Globals

    @property  # type: ignore[override]
    def ctx(self) -> Any:
        return self.base.ctx

    @ctx.setter
    def ctx(self, value: Any) -> None:
        pass  # always the session's run (importer.set_ctx may set it)


_GLOBALS_TYPES = (Globals, ExecGlobals)


def _suspendable_factory(code: Code, is_generator: bool, is_async: bool
                         ) -> Callable[[list[Any]], Any]:
    """``run`` for generator and coroutine functions: calling them creates the object."""
    from .generators import AsyncGenerator, Coroutine, Generator

    cls: Any = (AsyncGenerator if is_async else Generator) if is_generator else Coroutine

    def create(frame: list[Any]) -> Any:
        return cls(code, frame)
    return create


def enter(ctx: Any, code: Code, frame: list[Any]) -> Any:
    """Run ``code`` in ``frame``: one step charged, one recursion level held while it runs."""
    ctx.steps_left -= 1
    if ctx.steps_left < 0:
        ctx.refill()
    depth = ctx.depth = ctx.depth + 1
    if depth > ctx.max_depth:
        ctx.depth -= 1
        raise abort_limit("max_recursion_depth", depth, ctx.max_depth)
    try:
        return code.run(frame)
    finally:
        ctx.depth -= 1


def _param_index(code: Code, key: str) -> int | None:
    """Index (into ``params``) of the parameter that may be passed as keyword ``key``."""
    params = code.params
    for i in range(code.posonlycount, code.argcount):
        if params[i] == key:
            return i
    start = code.argcount + (1 if code.varargs else 0)
    for i in range(start, start + code.kwonlycount):
        if params[i] == key:
            return i
    return None


def _too_many_positional(qualname: str, code: Code, defaults: tuple[Any, ...], given: int,
                         frame: list[Any], kwonly_start: int) -> None:
    argcount = code.argcount
    kwonly_given = sum(1 for i in range(code.kwonlycount)
                       if frame[kwonly_start + i] is not UNBOUND)
    if defaults:
        sig = f"from {argcount - len(defaults)} to {argcount}"
        plural = True
    else:
        sig = str(argcount)
        plural = argcount != 1
    kwonly_sig = ""
    if kwonly_given:
        kwonly_sig = (f" positional argument{'s' if given != 1 else ''} (and {kwonly_given} "
                      f"keyword-only argument{'s' if kwonly_given != 1 else ''})")
    verb = "was" if given == 1 and not kwonly_given else "were"
    raise TypeError(f"{qualname}() takes {sig} positional argument{'s' if plural else ''} "
                    f"but {given}{kwonly_sig} {verb} given")


def _missing_message(qualname: str, names: list[str], kind: str) -> str:
    quoted = [f"'{n}'" for n in names]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = f"{quoted[0]} and {quoted[1]}"
    else:
        listed = ", ".join(quoted[:-1]) + f", and {quoted[-1]}"
    plural = "s" if len(names) != 1 else ""
    return f"{qualname}() missing {len(names)} required {kind} argument{plural}: {listed}"


Function.__name__ = Function.__qualname__ = "function"
Function.__module__ = "builtins"  # reprs name no sandbox module
