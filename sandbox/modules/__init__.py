"""The stdlib allowlist: a registry of curated module wrappers, the only modules guest code
can import.

Each entry is registered in one place (:func:`register` for a module built from host objects,
:func:`register_source` for a module written in guest Python and run by the sandbox itself;
such sources live as ``.py`` files in ``sandbox/modules/guest/``, read as text with
:func:`guest_source` and never imported by the host).
The registry *is* the allowlist: CONFORMANCE.md's table is generated from it and a test checks
they agree. A guest never gets a real module object: it gets a :class:`GuestModule` whose
attributes are exactly the names its builder returned.

Builders receive a :class:`ModuleEnv` (per-session services such as the seeded random
generator and the clock policy) and return ``{name: value}``. Values must be safe to hand to
guest code: either plain data, guest objects, or host objects whose types are registered with
the access gate (``sandbox.runtime.gate.ALLOWED_ATTRS``).

Every callable member has a declared cost model (``register(name, costs=...)``, see
:mod:`sandbox.guards.costmodel`); the importer enforces it around the member and leaves out
any callable member without one (it is not allowlisted).
"""

from __future__ import annotations

import importlib
import importlib.resources
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..guards import costmodel
from ..guards.costmodel import Cost
from ..hints import WITHHELD, attribute_hint, module_hint
from ..runtime import gate
from ..runtime.lineage import MODULE_EXCEPTIONS


class GuestModule:
    """A module as guest code sees it (its type prints as ``module``)."""

    def __init__(self, name: str, namespace: dict[str, Any], doc: str | None = None,
                 *, _token: object = None) -> None:
        if _token is not _MODULE_TOKEN:
            raise TypeError("cannot create 'module' instances")  # only the importer can
        self.__dict__.update(namespace)
        self.__dict__["__name__"] = name
        self.__dict__["__doc__"] = doc

    def __repr__(self) -> str:
        return f"<module '{self.__dict__['__name__']}' (sandbox)>"


GuestModule.__name__ = GuestModule.__qualname__ = "module"
GuestModule.__module__ = "builtins"
_MODULE_TOKEN = object()


#: Guest modules loaded from ``.py`` files of the virtual file system (sandbox.modules.fileimports):
#: their single-underscore names and ``__file__``/``__package__``/``__path__`` are readable,
#: as in CPython.
FILE_MODULES: weakref.WeakSet[GuestModule] = weakref.WeakSet()
_FILE_DUNDERS = frozenset({"__file__", "__package__", "__path__"})


def module_get_attr(module: GuestModule, name: str) -> Any:
    """Attribute read on a guest module: its registered names only."""
    d = module.__dict__
    if name in d and (not name.startswith("_") or name in ("__name__", "__doc__", "__all__")
                      or (module in FILE_MODULES
                          and (not name.startswith("__") or name in _FILE_DUNDERS))):
        return d[name]
    modname = d["__name__"]
    hint = attribute_hint(modname, name)  # a withheld name says what to use instead
    err = AttributeError(f"module '{modname}' has no attribute '{name}'"
                         + (f" ({hint})" if hint else ""))
    err.name = name
    if not hint:  # as CPython's (whose "Did you mean" reads it); a hint says what to use
        err.obj = module
    raise err


def withhold(module: str, hints: dict[str, str]) -> None:
    """Record members of ``module`` left out on purpose, each with what to use instead
    (:data:`sandbox.hints.WITHHELD`)."""
    for name, hint in hints.items():
        WITHHELD[(module, name)] = hint


@dataclass
class ModuleEnv:
    """Per-session services a module builder may use.

    - ``random``: the session's own ``random.Random`` (seeded by host policy; guest code never
      reaches OS entropy);
    - ``clock()``: seconds since the epoch under the host's clock policy; raises
      PermissionError when the host allows no clock;
    - ``ctx()``: the RunContext of the run in progress (for ``check_alloc`` before building
      something big, and step charging);
    - ``run_source(name, source, helpers)``: run guest Python as part of the module (its
      functions are guest code; see :meth:`Importer.run_source`).
    """

    #: a weak reference to the session (module objects must not keep it alive)
    session_ref: Callable[[], Any]
    clock_fn: Callable[[], float] | None = None
    services: dict[str, Any] = field(default_factory=dict)
    _random: Any = None
    #: a weak reference to the Importer these modules are built by
    importer_ref: Callable[[], Any] | None = None

    @property
    def session(self) -> Any:
        """The session these modules belong to."""
        return self.session_ref()

    @property
    def random(self) -> Any:
        """The session's random generator (created on first use, seeded by host policy)."""
        if self._random is None:
            import random
            self._random = random.Random(self.session.sandbox.random_seed)
        return self._random

    @random.setter
    def random(self, value: Any) -> None:
        self._random = value

    def clock(self) -> float:
        if self.clock_fn is None:
            raise PermissionError("the sandbox's host allows no clock")
        ctx = self.session.globals.ctx
        if ctx is not None and ctx.replay is not None:
            return ctx.replay.clock(self.clock_fn)  # recorded, so a resumed run sees it again
        return self.clock_fn()

    def ctx(self) -> Any:
        return self.session.globals.ctx

    def run_source(self, name: str, source: str, helpers: dict[str, Any]) -> dict[str, Any]:
        """Run guest-Python ``source`` as part ``name`` of the modules being built (see
        :meth:`Importer.run_source`): for guest-code parts of host-built modules."""
        assert self.importer_ref is not None
        return self.importer_ref().run_source(name, source, helpers)  # type: ignore[no-any-return]


Builder = Callable[[ModuleEnv], dict[str, Any]]


@dataclass(frozen=True)
class ModuleSpec:
    """How to build one importable module."""

    name: str
    builder: Builder | None = None
    source: str | None = None  # guest-Python implementation, run by the sandbox
    doc: str = ""
    #: member name -> cost model (sandbox.guards.costmodel); guest code needs none
    costs: Mapping[str, Cost] | None = None
    #: for a guest-source module: host primitives its source may use (builtins, sentinels),
    #: put into its namespace before the source runs (names starting with "_" stay private)
    helpers: Builder | None = None


REGISTRY: dict[str, ModuleSpec] = {}


def register(name: str, doc: str = "", costs: Mapping[str, Cost] | None = None
             ) -> Callable[[Builder], Builder]:
    """Decorator: register a host-built module; ``costs``: the cost model of each callable
    member the builder returns (see :mod:`sandbox.guards.costmodel`)."""
    def decorate(builder: Builder) -> Builder:
        REGISTRY[name] = ModuleSpec(name, builder=builder, doc=doc, costs=costs)
        return builder
    return decorate


def register_source(name: str, source: str, doc: str = "", helpers: Builder | None = None,
                    costs: Mapping[str, Cost] | None = None) -> None:
    """Register a module implemented in guest Python (it can do only what guest code can,
    plus call the ``helpers`` a host builder gives it; ``costs`` for any host callable it
    re-exports). Its namespace exports ``__all__``, or else every public name; everything
    it defines is a guest object under the gate and the limits of the run that imports it."""
    REGISTRY[name] = ModuleSpec(name, source=source, doc=doc, helpers=helpers, costs=costs)


def guest_source(filename: str) -> str:
    """The text of ``sandbox/modules/guest/<filename>`` (guest Python, read as data once per
    process: a confined worker cannot open files after start-up, see
    :func:`preload_guest_sources`)."""
    text = _GUEST_SOURCES.get(filename)
    if text is None:
        text = _GUEST_SOURCES[filename] = (
            importlib.resources.files(__name__) / "guest" / filename).read_text("utf-8")
    return text


_GUEST_SOURCES: dict[str, str] = {}


def preload_guest_sources() -> None:
    """Read every guest-source file now (a worker does this before it is confined)."""
    for entry in (importlib.resources.files(__name__) / "guest").iterdir():
        if entry.name.endswith(".py"):
            guest_source(entry.name)


#: (module, member) of callable members left out for want of a cost model (a test checks
#: it stays empty).
UNCOSTED: set[tuple[str, str]] = set()


def apply_costs(spec: ModuleSpec, namespace: dict[str, Any], ctx_of: Callable[[], Any]
                ) -> dict[str, Any]:
    """``namespace`` as guest code gets it: each callable member under its cost model
    (wrapped when a check must run before the call), those without a model left out."""
    out: dict[str, Any] = {}
    for key, value in namespace.items():
        if key.startswith("__") or isinstance(value, GuestModule):
            out[key] = value
            continue
        if isinstance(value, type) and issubclass(value, BaseException):
            MODULE_EXCEPTIONS.add(value)  # its __mro__ is printable, as a builtin one's
        model = costmodel.model_for(spec.costs, key, value)
        if model is None:
            if callable(value):
                UNCOSTED.add((spec.name, key))
                continue
            out[key] = value
            continue
        out[key] = costmodel.enforced(f"{spec.name}.{key}", value, model, ctx_of)
    return out


#: Which wrapper file registers each importable module. A wrapper is imported the first time
#: one of its modules is imported, so one module's problem never affects the others;
#: tests/test_modules_registry.py checks this table against what the wrappers register.
PROVIDERS: dict[str, str] = {
    "asyncio": "asynciomod",
    "ast": "astmod",
    **dict.fromkeys(["bisect", "cmath", "decimal", "fractions", "heapq", "math", "random",
                     "statistics"], "mathmods"),
    **dict.fromkeys(["functools", "itertools", "operator"], "funcmods"),
    **dict.fromkeys(["difflib", "json", "pprint", "re", "string", "textwrap", "unicodedata"],
                    "textmods"),
    **dict.fromkeys(["collections", "collections.abc", "types"], "datamods"),
    "copy": "copymod",
    **dict.fromkeys(["calendar", "datetime", "time", "zoneinfo"], "timemods"),
    **dict.fromkeys(["csv", "io"], "iomods"),
    **dict.fromkeys(["array", "base64", "binascii", "hashlib", "hmac", "struct", "uuid"],
                    "codecmods"),
    **dict.fromkeys(["abc", "contextlib"], "sourcemods"),
    "enum": "enummods",
    "dataclasses": "dataclassmods",
    "typing": "typingmods",
    "traceback": "tracebackmod",
    **dict.fromkeys(["urllib", "urllib.parse"], "urlmods"),
    **dict.fromkeys(["html", "keyword", "shlex"], "lexmods"),
    **dict.fromkeys(["graphlib", "numbers"], "structmods"),
    "sys": "sysmod",
    "builtins": "builtinsmod",
    "zlib": "zlibmod",
    "inspect": "inspectmod",
    **dict.fromkeys(["os", "os.path"], "osmods"),
    **dict.fromkeys(["pathlib", "glob", "fnmatch", "shutil", "stat", "tempfile", "tomllib"],
                    "fsmods"),
    **dict.fromkeys(["reprlib", "configparser", "html.parser", "queue", "secrets", "argparse",
                     "contextvars"], "guesttext"),
    "__future__": "guesttext",
    **dict.fromkeys(["logging", "warnings"], "logmods"),
    "ipaddress": "ipaddressmod",
    "weakref": "weakrefmod",
    **dict.fromkeys(["xml", "xml.etree", "xml.etree.ElementTree", "xml.dom",
                     "xml.dom.minidom", "xml.parsers", "xml.parsers.expat"], "xmlmods"),
    **dict.fromkeys(["email", "email.errors", "email.encoders", "email.contentmanager",
                     "email.charset", "email.mime", "email.mime.base",
                     "email.mime.nonmultipart", "email.mime.multipart", "email.mime.text",
                     "email.mime.application", "email.mime.image", "email.mime.message",
                     "email.utils", "email.header", "email.policy", "email.headerregistry",
                     "email.message", "email.generator", "email.parser"], "emailmods"),
    "codecs": "codecsmod",
    "gzip": "gzipmod",
    **dict.fromkeys(["threading", "concurrent", "concurrent.futures", "multiprocessing",
                     "multiprocessing.pool", "multiprocessing.dummy"], "threadmods"),
}


def load_provider(name: str) -> None:
    """Import the wrapper that registers module ``name`` (if it is allowlisted)."""
    wrapper = PROVIDERS.get(name)
    if wrapper is not None and name not in REGISTRY:
        importlib.import_module(f"{__name__}.{wrapper}")


def load_wrappers() -> None:
    """Import every wrapper (for documentation and tests)."""
    for name in PROVIDERS:
        load_provider(name)


def importable() -> list[str]:
    """Sorted names of every module guest code may import."""
    return sorted(PROVIDERS)


def allowed_modules() -> list[str]:
    """Sorted names of every module guest code may import (the allowlist; public as
    ``sandbox.allowed_modules``)."""
    return importable()


def not_found(name: str) -> ModuleNotFoundError:
    """The guest's error for a module outside the allowlist: CPython's text plus one short
    clause (what to use instead, or the closest allowlisted names; see :mod:`sandbox.hints`).
    The full allowlist is not repeated in every refusal (``sandbox.allowed_modules()``)."""
    err = ModuleNotFoundError(f"No module named '{name}' ({module_hint(name, importable())})")
    err.name = name
    return err


def cost_model_of(module: str, name: str, value: Any = None) -> Cost | None:
    """The cost model (:mod:`sandbox.guards.costmodel`) of member ``name`` of allowlisted
    ``module``: the declared one, or ``GUEST`` when ``value`` (the member as a session built
    it) is guest code; None when there is none (data, or a callable that is therefore not
    allowlisted). The census (``tests/``) and documentation read models through this."""
    load_provider(module)
    spec = REGISTRY.get(module)
    if spec is None:
        return None
    declared = (spec.costs or {}).get(name)
    if declared is not None:
        return declared
    guest = value is not None and costmodel.is_guest_member(value)
    return costmodel.GUEST if guest else None


gate.ALLOWED_ATTRS[GuestModule] = frozenset()
# the gate (in the object model, below this room) reads modules through these
gate.GUEST_MODULE, gate.module_get_attr = GuestModule, module_get_attr
