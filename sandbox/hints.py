"""What to use instead: the one sentence a refusal adds for what models most often reach for.

The reader of a refusal is usually a language model that will retry at once, paying per token.
So a refusal names the thing refused, says in one sentence what works here instead, and lists
nothing else: the full allowlist is given only on request (:func:`sandbox.allowed_modules`, and
``Sandbox.describe_tools()``). These tables are data, looked up by the refusal that owns them
(``sandbox.modules.not_found`` for imports, ``module_get_attr`` for withheld module
attributes); they grant nothing. This room sits below the allowlist (``sandbox.modules`` reads these
tables and passes the allowlist's names in), so it imports none of it.
"""

from __future__ import annotations

import difflib
from typing import Any

#: Modules outside the allowlist that models commonly import: what to do instead.
_FILES = "use the tools the host gave you, or values passed in as inputs"
MODULE_INSTEAD: dict[str, str] = {
    "subprocess": f"no processes here: {_FILES}",
    "socket": "no network here: call the tools the host gave you",
    "requests": "no network here: call the tools the host gave you",
    "httpx": "no network here: call the tools the host gave you",
    "aiohttp": "no network here: call the tools the host gave you",
    "urllib": "no network here: call the tools the host gave you",
    "http": "no network here: call the tools the host gave you",
    "pandas": "no third-party packages: use plain lists and dicts; csv, statistics and "
              "collections are available",
    "numpy": "no third-party packages: use plain lists; math and statistics are available",
    "scipy": "no third-party packages: use plain lists; math and statistics are available",
    "pickle": "use json for serialising plain data",
    "importlib": "use the import statement",
    "getopt": "there is no command line (sys.argv is ['']): set the options as variables",
    "xml": "only xml.etree.ElementTree and xml.dom.minidom are here (ElementTree.fromstring "
           "parses text, ElementTree.parse and iterparse read guest files)",
    "xml.sax": "no SAX parser here: use xml.etree.ElementTree (fromstring, iterparse, or "
               "XMLParser with a target object for events) or xml.dom.minidom.parseString",
    "lxml": "no third-party packages: use xml.etree.ElementTree (the same Element API) or "
            "xml.dom.minidom",
    "defusedxml": "no third-party packages: xml.etree.ElementTree here never reads external "
                  "entities and bounds entity expansion",
    "bz2": "use zlib", "lzma": "use zlib",
    "zipfile": "no archives here: use zlib to compress, and the files in the virtual file system",
    "tarfile": "no archives here: use zlib to compress, and the files in the virtual file system",
    "sqlite3": "no database here: use lists of dicts with sorted(), itertools.groupby and "
               "collections.Counter",
    "mimetypes": "no MIME table here: map the extensions you need in a dict "
                 "(os.path.splitext gives them)",
    "email": "only email's message, mime, parser, policy, utils, header, headerregistry, "
             "generator, encoders, charset and errors modules are here",
    **dict.fromkeys(["smtplib", "imaplib", "poplib", "nntplib", "smtpd"],
                    "no network here: build the message with email.message.EmailMessage "
                    "(msg.as_string() gives its text); sending is a tool the host may give "
                    "you"),
    "mailbox": "no mailbox files here: parse each message's text with "
               "email.message_from_string",
    "platform": "use sys.version_info, sys.version and sys.platform",
    "typing_extensions": "use typing: Self, Literal, TypedDict, Protocol, Annotated, "
                         "ParamSpec, TypeGuard, Required and NotRequired are there; leave "
                         "out @override",
    "gc": "no collector control here: an object is freed when nothing refers to it",
    "timeit": "time the code with time.perf_counter() before and after a loop",
    "errno": "catch the OSError subclasses instead: FileNotFoundError, PermissionError, "
             "FileExistsError...",
    "atexit": "put the clean-up in try/finally at the end of the program",
    **dict.fromkeys(["unittest", "doctest"], "check with assert statements, or compare "
                                            "results and print what differs"),
    "locale": "no locales: format numbers with format specs (f'{x:,.2f}')",
}

#: Builtins withheld on purpose (``modules.builtin_table.UNAVAILABLE`` says why): what instead.
BUILTIN_INSTEAD: dict[str, str] = {
    "input": "values come in as inputs or from the tools",
    "breakpoint": "use print()",
}


def module_hint(name: str, names: list[str]) -> str:
    """The clause a ``ModuleNotFoundError`` for ``name`` adds: what to use instead for a
    well-known module (or its package: ``os.path`` is ``os``), else the closest of ``names``
    (the allowlist: ``did you mean 'itertools'?``), else that it is not in the allowlist."""
    top = name.partition(".")[0]
    instead = MODULE_INSTEAD.get(name) or MODULE_INSTEAD.get(top)
    if instead:
        return instead
    close = difflib.get_close_matches(name, names, n=2, cutoff=0.75)
    if not close and top != name:
        close = difflib.get_close_matches(top, names, n=2, cutoff=0.75)
    if close:
        return "did you mean " + " or ".join(f"'{c}'" for c in close) + "?"
    return "it is not in the sandbox's allowlist of modules"


#: (module, member) -> what to use instead, for members of allowlisted modules that the
#: sandbox leaves out on purpose (the module wrappers fill it with
#: :func:`sandbox.modules.withhold`; the refusal of ``module.member`` and of
#: ``from module import member`` shows it).
WITHHELD: dict[tuple[str, str], str] = {
    ("uuid", "uuid1"): "use uuid.uuid4 (uuid1 reads the MAC address and the clock)",
    **dict.fromkeys([("asyncio", n) for n in ("new_event_loop", "set_event_loop")],
                    "use top-level 'await' on the coroutine; asyncio.gather runs several at "
                    "once"),
    ("hashlib", "scrypt"): "uninterruptible work; use hashlib.sha256",
}


def attribute_hint(module: str, name: str) -> str | None:
    """What to use instead of a withheld attribute ``module.name`` (None: no advice)."""
    return WITHHELD.get((module, name))


# --- names a failed run never bound -----------------------------------------------------------

#: The clause a NameError gets for a name the session's earlier run should have bound.
NOT_ASSIGNED = "the previous run ended with an error before assigning it"
ROLLED_BACK = "the previous run was stopped by a limit, and its assignments were undone"
INTERRUPTED = "the previous run was interrupted, and its assignments were undone"


def module_bindings(source: str) -> set[str]:
    """The global names a program binds at module level (assignments, ``def``, ``class``,
    imports, loop and ``with`` targets; statically, in any branch). ``source`` compiled
    before, so it parses."""
    import ast

    from .scopes import analyse
    tree = ast.parse(source)
    return set(analyse(tree)[tree].bound)


def note_run_end(session: object, source: str, error: object) -> None:
    """After a run: remember which names that failed run (``error`` not None) would have
    bound but did not leave bound, with the reason; forget names bound since."""
    pending: dict[str, str] = getattr(session, "_unbound_by_error", {})
    if error is None and not pending:
        return  # nothing to remember or forget (the common case: a clean run)
    from .errors import Interrupted, LimitExceeded
    if error is not None:
        reason = (ROLLED_BACK if isinstance(error, LimitExceeded) else
                  INTERRUPTED if isinstance(error, Interrupted) else NOT_ASSIGNED)
        try:
            names = module_bindings(source)
        except Exception:  # noqa: BLE001 - a hint must never change a run's result
            names = set()
        pending.update(dict.fromkeys(names, reason))
    g = session.globals  # type: ignore[attr-defined]
    session._unbound_by_error = {  # type: ignore[attr-defined]
        name: why for name, why in pending.items() if name not in g}


def name_error_clause(session: object, exc: BaseException) -> str | None:
    """The clause to add to an uncaught NameError whose name an earlier failed run of
    ``session`` should have bound (None otherwise)."""
    if type(exc) is not NameError or session is None:
        return None
    name = getattr(exc, "name", None)
    pending = getattr(session, "_unbound_by_error", {})
    return pending.get(name) if type(name) is str else None


# --- the rules a model is told up front ---------------------------------------------------------

#: The most words (``len(text.split())``) :func:`rules_text` may take besides the module list;
#: about 1.4 tokens a word for English and code in common tokenizers, so about 200 tokens.
RULES_WORDS = 140


def rules_text(limits: object, modules: list[str]) -> str:
    """The rules a model needs before writing code, as ``#`` comment lines for a system
    prompt (``Sandbox.describe_tools()``): what the result is, how tools are called and how
    their errors arrive, the limits in force and what a breach does, what is not there, and
    ``modules``, the allowlist. Within :data:`RULES_WORDS` words plus the module names."""
    lim: Any = limits
    return (
        "# Sandbox rules: plain Python 3.11.\n"
        "# - The value of the last expression is the result; print() output is returned "
        "too.\n"
        "# - Call plain tools directly; async tools need await (top-level await works).\n"
        "# - A failing tool raises an exception in your code whose message names the tool: "
        "catch it with try/except, or the run ends with its traceback.\n"
        f"# - Limits per run: {lim.max_steps:,} steps, {lim.timeout_s:g} s, "
        f"{_mib(lim.max_memory_bytes)} memory, recursion depth {lim.max_recursion_depth}, "
        f"{lim.max_output_bytes:,} bytes of output, {lim.max_tool_calls:,} tool calls. "
        "A breach ends the run (it cannot be caught) and undoes its assignments.\n"
        "# - Files: open, os, pathlib work in the sandbox's own file system (cwd /work). No "
        "network or processes: use the tools.\n"
        f"# - Importable modules: {', '.join(modules)}.\n")


def _mib(nbytes: int) -> str:
    return f"{nbytes / 2**20:g} MiB"
