"""``reprlib``, ``configparser``, ``html.parser``, ``queue``, ``secrets``, ``argparse`` and
``__future__`` for the guest: guest Python (``guest/reprlib.py``, ``guest/configparser.py``,
``guest/htmlparser.py``, ``guest/queue.py``, ``guest/future.py``, ``guest/argparse.py``
with ``guest/argparse_format.py``,
``guest/secrets.py``: a ``random.Random`` seeded from the session's generator, never OS
entropy), so subclasses (a ``Repr`` with its own ``repr_<type>`` methods, a parser with its
own ``optionxform``, an ``HTMLParser`` with its ``handle_*`` methods, a ``Queue`` with its own
``_put``/``_get``) and
``recursive_repr`` on guest ``__repr__`` work as in CPython, under the gate and the limits.
None re-exports a host callable. configparser's ``read`` opens files of the session's virtual
file system (guest ``open``)."""

from __future__ import annotations

from . import guest_source, register_source

__all__: list[str] = []

register_source("reprlib", guest_source("reprlib.py"),
                doc="Size-limited reprs: Repr, repr and recursive_repr (as guest code).")
register_source("configparser", guest_source("configparser.py"),
                doc="INI configuration parsing (ConfigParser, RawConfigParser; "
                    "read/read_string/read_dict/read_file; as guest code).")
register_source("html.parser", guest_source("htmlparser.py"),
                doc="An event-driven HTML tokenizer: subclass HTMLParser (as guest code).")
register_source("__future__", guest_source("future.py"),
                doc="The future-feature records (PEP 563 string annotations are done by the "
                    "compiler; as guest code).")
register_source("queue", guest_source("queue.py"),
                doc="Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty, Full (threads run "
                    "one at a time: a wait no other thread could end raises; as guest code).")
# argparse: its usage and help methods (a base class) first, then the parser
register_source("argparse", "\n".join(guest_source(f"argparse{part}.py")
                                      for part in ("_format", "", "_extras")),
                doc="Command-line parsing: ArgumentParser on an explicit list (parse_args() "
                    "reads sys.argv[1:], empty here), CPython's messages, usage and help; "
                    "subcommands, groups, FileType on the virtual file system and @file "
                    "arguments (as guest code).")
register_source("contextvars", guest_source("contextvars.py"),
                doc="ContextVar, Token, Context, copy_context: contexts of the session's own "
                    "(asyncio tasks share the current one; as guest code).")
register_source("secrets", guest_source("secrets.py"),
                doc="Tokens and choices from a generator seeded by the session (never OS "
                    "entropy: not for real keys; as guest code).")
