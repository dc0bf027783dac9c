# argparse for the guest, written for the sandbox: the common part of CPython 3.11's argparse
# (ArgumentParser with add_argument, parse_args/parse_known_args on a list, the store, const,
# true/false, append, extend, count, help and version actions, nargs None/?/*/+/N, type,
# choices, required, defaults, --opt=value, abbreviations, "--"), with CPython's error
# messages, usage and help layout (an 80-column terminal, as CPython sees one without a tty);
# argument groups and mutually exclusive groups.
# parse_args() with no list reads sys.argv[1:] (empty in the sandbox); errors and --help
# write to sys.stderr / sys.stdout and raise SystemExit, as CPython's. Not here (refused with
# what to do instead): nothing of the common part; subparsers, FileType and @file arguments
# are in argparse_extras.py, the usage and help layout in argparse_format.py.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import re as _re
import sys as _sys

__all__ = ["ArgumentParser", "ArgumentError", "ArgumentTypeError", "Namespace",
           "HelpFormatter", "FileType", "SUPPRESS", "OPTIONAL", "ZERO_OR_MORE", "ONE_OR_MORE",
           "REMAINDER", "PARSER"]

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
REMAINDER = "..."
_WIDTH = 78  # CPython: the terminal's columns (80 without a tty) minus 2
_NEGATIVE = _re.compile(r"^-\d+$|^-\d*\.\d+$")


class Namespace:
    """Simple object for storing attributes."""

    def __init__(self, **kwargs):
        for name, value in kwargs.items():
            setattr(self, name, value)

    def __repr__(self):
        parts = []
        star = {}
        for name, value in vars(self).items():
            if name.isidentifier():
                parts.append(f"{name}={value!r}")
            else:
                star[name] = value
        if star:
            parts.append(f"**{star!r}")
        return f"{type(self).__name__}({', '.join(parts)})"

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


class ArgumentError(Exception):
    """An error from creating or using an argument (optional or positional)."""

    def __init__(self, argument, message):
        self.argument_name = _name_of(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return f"argument {self.argument_name}: {self.message}"


class ArgumentTypeError(Exception):
    """An error from trying to convert a command line string to a type."""


def _name_of(action):
    if action is None:
        return None
    if action.option_strings:
        return "/".join(action.option_strings)
    if action.metavar not in (None, SUPPRESS):
        return action.metavar
    if action.dest not in (None, SUPPRESS):
        return action.dest
    if action.choices:
        return "{" + ",".join(action.choices) + "}"
    return None


class _Action:
    def __init__(self, kind, option_strings, dest, nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None,
                 version=None):
        self.kind = kind
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar
        self.version = version

    def __repr__(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type", "choices",
                 "required", "help", "metavar"]
        body = ", ".join(f"{n}={getattr(self, n)!r}" for n in names)
        return f"_{self.kind.title().replace('_', '')}Action({body})"


_ACTIONS = {"store", "store_const", "store_true", "store_false", "append", "append_const",
            "extend", "count", "help", "version"}


class HelpFormatter:
    """Formatter for generating usage messages and argument help strings."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        self._prog = prog
        self._width = (_WIDTH if width is None else width)
        self._max_help_position = min(max_help_position,
                                      max(self._width - 20, indent_increment * 2))


class _ArgumentGroup:
    def __init__(self, parser, title=None, description=None):
        self._parser = parser
        self.title = title
        self.description = description
        self._group_actions = []

    def add_argument(self, *args, **kwargs):
        action = self._parser.add_argument(*args, **kwargs)
        self._parser._group_of[id(action)] = self
        self._group_actions.append(action)
        return action

    def set_defaults(self, **kwargs):
        self._parser.set_defaults(**kwargs)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    def __init__(self, parser, container, required=False):
        super().__init__(parser)
        self._container = container
        self.required = required

    def add_argument(self, *args, **kwargs):
        if kwargs.get("required"):
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container.add_argument(*args, **kwargs)
        self._group_actions.append(action)
        return action


class ArgumentParser(_Formatting):
    """Object for parsing command line strings into Python objects."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=(),
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        if prog is None:
            prog = _sys.argv[0].rpartition("/")[2] if _sys.argv else "main.py"
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.prefix_chars = prefix_chars
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.argument_default = argument_default
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._actions = []
        self._option_map = {}
        self._defaults = {}
        self._groups = []  # argument groups, in order (their own help sections)
        self._group_of = {}  # id(action) -> its argument group
        self._mutex = []
        self._subparsers = None
        if add_help:
            self.add_argument("-h", "--help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            for action in parent._actions:
                if action.kind != "help":
                    self._add_action(action)
            self._defaults.update(parent._defaults)

    # --- declaring arguments --------------------------------------------------------------

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ..., name=value, ...)
        add_argument(option_string, option_string, ..., name=value, ...)"""
        chars = self.prefix_chars
        if not args or (len(args) == 1 and args[0] and args[0][0] not in chars):
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            if not args:
                raise TypeError("add_argument() missing required argument 'dest'")
            dest = args[0]
            option_strings = []
            if "required" in kwargs:
                raise TypeError("'required' is an invalid argument for positionals")
            nargs = kwargs.get("nargs")
            kwargs["required"] = nargs not in (OPTIONAL, ZERO_OR_MORE) or \
                (nargs == ZERO_OR_MORE and "default" not in kwargs)
        else:
            option_strings = []
            long_strings = []
            for option in args:
                if not option or option[0] not in chars:
                    raise ValueError(f"invalid option string {option!r}: must start with a "
                                     f"character {chars!r}")
                option_strings.append(option)
                if len(option) > 1 and option[1] in chars:
                    long_strings.append(option)
            dest = kwargs.pop("dest", None)
            if dest is None:
                first = long_strings[0] if long_strings else option_strings[0]
                dest = first.lstrip(chars)
                if not dest:
                    raise ValueError(f"dest= is required for options like {first!r}")
                dest = dest.replace("-", "_")
        kind = kwargs.pop("action", "store")
        if not isinstance(kind, str) or kind not in _ACTIONS:
            raise ValueError(f'unknown action "{kind}"')
        if "default" not in kwargs:
            if dest in self._defaults:
                kwargs["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        type_func = kwargs.get("type")
        if type_func is not None and not callable(type_func):
            raise ValueError(f"{type_func!r} is not callable")
        action = self._make_action(kind, option_strings, dest, kwargs)
        self._add_action(action)
        return action

    def _make_action(self, kind, option_strings, dest, kwargs):
        allowed = {"nargs", "const", "default", "type", "choices", "required", "help",
                   "metavar", "version"}
        for key in kwargs:
            if key not in allowed:
                raise TypeError(f"_StoreAction.__init__() got an unexpected keyword "
                                f"argument '{key}'")
        nargs = kwargs.get("nargs")
        if kind in ("store_const", "store_true", "store_false", "append_const", "count",
                    "help", "version"):
            if "nargs" in kwargs:
                raise TypeError(f"_{kind.title().replace('_', '')}Action.__init__() got an "
                                "unexpected keyword argument 'nargs'")
            nargs = 0
        elif nargs == 0:
            raise ValueError("nargs for store actions must be != 0; if you have nothing to "
                             "store, actions such as store true or store const may be more "
                             "appropriate")
        if kind == "store_true":
            kwargs.setdefault("default", False)
            kwargs["const"] = True
        elif kind == "store_false":
            kwargs.setdefault("default", True)
            kwargs["const"] = False
        elif kind in ("help", "version"):
            kwargs.setdefault("default", SUPPRESS)
            if kind == "help":
                kwargs.setdefault("help", "show this help message and exit")
            else:
                kwargs.setdefault("help", "show program's version number and exit")
        action = _Action(kind, option_strings, dest, nargs=nargs, const=kwargs.get("const"),
                         default=kwargs.get("default"), type=kwargs.get("type"),
                         choices=kwargs.get("choices"), required=kwargs.get("required", False),
                         help=kwargs.get("help"), metavar=kwargs.get("metavar"),
                         version=kwargs.get("version"))
        return action

    def _add_action(self, action):
        for option in action.option_strings:
            if option in self._option_map:
                raise ArgumentError(action, "conflicting option string: " + option)
        for option in action.option_strings:
            self._option_map[option] = action
        self._actions.append(action)

    def add_argument_group(self, title=None, description=None):
        group = _ArgumentGroup(self, title, description)
        self._groups.append(group)
        return group

    def add_mutually_exclusive_group(self, required=False):
        group = _MutuallyExclusiveGroup(self, self, required)
        self._mutex.append(group)
        return group

    def add_subparsers(self, **kwargs):
        return _add_subparsers(self, kwargs)

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    # --- parsing ----------------------------------------------------------------------------

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: " + " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest, value in self._defaults.items():
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)
        try:
            if self.fromfile_prefix_chars is not None:
                args = _read_args_from_files(self, args)
            namespace, extras = self._parse(args, namespace)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            extras.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, extras

    def _option_for(self, arg):
        """(action, option string, explicit argument) for an option-like ``arg``, or None."""
        if not arg or arg[0] not in self.prefix_chars or arg == arg[0]:
            return None
        if _NEGATIVE.match(arg) and not any(_NEGATIVE.match(o) for o in self._option_map):
            return None  # a negative number, when no option looks like one
        if arg in self._option_map:
            return self._option_map[arg], arg, None
        if "=" in arg:
            option, _, explicit = arg.partition("=")
            if option in self._option_map:
                return self._option_map[option], option, explicit
        if self.allow_abbrev and arg.startswith(self.prefix_chars[0] * 2):
            option, sep, explicit = arg.partition("=")
            matches = [o for o in self._option_map if o.startswith(option)]
            if len(matches) > 1:
                options = ", ".join(matches)
                raise ArgumentError(None, f"ambiguous option: {option} could match {options}")
            if len(matches) == 1:
                return self._option_map[matches[0]], matches[0], explicit if sep else None
        if len(arg) > 2 and arg[1] not in self.prefix_chars:  # -xVALUE, or -vvv
            option = arg[:2]
            if option in self._option_map:
                return self._option_map[option], option, arg[2:]
        if " " in arg:
            return None
        return "unknown"

    def _parse(self, args, namespace):
        # as CPython: each run of positional strings (up to the next option) is given to
        # as many positionals as can match a prefix of it (a '*' or '?' may match none);
        # what no positional takes is left over
        seen = set()
        extras = []
        state = {"positionals": [a for a in self._actions if not a.option_strings]}
        chunk = []

        def flush(tail):
            # True when a REMAINDER positional took the rest of the command line (tail)
            positionals = state["positionals"]
            counts = self._match_counts(positionals, len(chunk))
            used = 0
            for action, count in zip(positionals, counts):
                seen.add(action)
                if action.nargs in (REMAINDER, PARSER):
                    state["positionals"] = positionals[len(counts):]
                    self._take(action, chunk[used:] + tail, namespace, None)
                    chunk.clear()
                    return True
                self._take(action, chunk[used:used + count], namespace, None)
                used += count
            state["positionals"] = positionals[len(counts):]
            extras.extend(chunk[used:])
            chunk.clear()
            return False

        i = 0
        while i < len(args):
            arg = args[i]
            if arg == "--":
                chunk.extend(args[i + 1:])
                break
            found = self._option_for(arg)
            if found is None:
                chunk.append(arg)
                i += 1
                continue
            if chunk and flush(args[i:]):
                chunk = None
                break
            if found == "unknown":
                extras.append(arg)
                i += 1
                continue
            action, option, explicit = found
            i += 1
            if action.nargs == 0:
                if explicit is not None:
                    if option[1] not in self.prefix_chars and explicit and \
                            self.prefix_chars[0] + explicit[0] in self._option_map:
                        args = args[:i] + [self.prefix_chars[0] + explicit] + args[i:]
                    else:
                        raise ArgumentError(action, f"ignored explicit argument {explicit!r}")
                values = []
            elif explicit is not None:
                values = [explicit]
                if action.nargs not in (None, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE) and \
                        action.nargs != 1:
                    raise ArgumentError(action, f"expected {action.nargs} arguments")
            else:
                taken = []
                while i < len(args) and args[i] != "--" and self._option_for(args[i]) is None:
                    taken.append(args[i])
                    i += 1
                values = self._match_option(action, taken)
                chunk.extend(taken[len(values):])
            seen.add(action)
            for group in self._mutex:
                if action in group._group_actions:
                    for other in group._group_actions:
                        if other is not action and other in seen:
                            raise ArgumentError(action, "not allowed with argument "
                                                + _name_of(other))
            self._take(action, values, namespace, option)
        if chunk is not None:
            flush([])
        missing = [_name_of(a) for a in self._actions if a.required and a not in seen]
        if missing:
            raise ArgumentError(None, "the following arguments are required: "
                                + ", ".join(missing))
        for group in self._mutex:
            if group.required and not any(a in seen for a in group._group_actions):
                names = [_name_of(a) for a in group._group_actions if a.help is not SUPPRESS]
                raise ArgumentError(None, "one of the arguments " + " ".join(names)
                                    + " is required")
        for action in self._actions:
            if action not in seen and isinstance(action.default, str) and \
                    action.default is not SUPPRESS and action.type is not None and \
                    getattr(namespace, action.dest, None) is action.default:
                setattr(namespace, action.dest, self._convert(action, action.default))
        return namespace, extras

    @staticmethod
    def _counts(action, available):
        """The numbers of strings ``action`` may take, most first (a regex's greed)."""
        nargs = action.nargs
        if nargs is None:
            return [1]
        if nargs == OPTIONAL:
            return [1, 0]
        if nargs in (ZERO_OR_MORE, REMAINDER):
            return list(range(available, -1, -1))
        if nargs in (ONE_OR_MORE, PARSER):
            return list(range(available, 0, -1))
        return [nargs]

    def _match_counts(self, actions, available):
        """How many strings each of the longest prefix of ``actions`` that can match a
        prefix of ``available`` strings takes (CPython's match_partial)."""
        def assign(k, left, upto):
            if k == upto:
                return []
            for count in self._counts(actions[k], left):
                if count <= left:
                    rest = assign(k + 1, left - count, upto)
                    if rest is not None:
                        return [count] + rest
            return None
        for upto in range(len(actions), 0, -1):
            counts = assign(0, available, upto)
            if counts is not None:
                return counts
        return []

    def _match_option(self, action, taken):
        nargs = action.nargs
        if nargs is None:
            if not taken:
                raise ArgumentError(action, "expected one argument")
            return taken[:1]
        if nargs == OPTIONAL:
            return taken[:1]
        if nargs == ZERO_OR_MORE:
            return taken
        if nargs == ONE_OR_MORE:
            if not taken:
                raise ArgumentError(action, "expected at least one argument")
            return taken
        if nargs == REMAINDER:
            return taken
        if len(taken) < nargs:
            raise ArgumentError(action, f"expected {nargs} argument"
                                + ("s" if nargs != 1 else ""))
        return taken[:nargs]

    def _convert(self, action, text):
        func = action.type
        if func is None:
            return text
        try:
            return func(text)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))  # noqa: B904 - CPython's context
        except (TypeError, ValueError):
            name = getattr(func, "__name__", repr(func))
            raise ArgumentError(action, f"invalid {name} value: {text!r}")  # noqa: B904

    def _check_choice(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise ArgumentError(action, f"invalid choice: {value!r} (choose from {choices})")

    def _take(self, action, strings, namespace, option):
        kind = action.kind
        if kind == "help":
            self.print_help()
            self.exit()
        if kind == "version":
            self._print_message(self._fill(action.version % {"prog": self.prog}, _WIDTH)
                                + "\n", _sys.stdout)
            self.exit()
        if kind in ("store_const", "store_true", "store_false"):
            setattr(namespace, action.dest, action.const)
            return
        if kind == "append_const":
            items = list(getattr(namespace, action.dest, None) or [])
            items.append(action.const)
            setattr(namespace, action.dest, items)
            return
        if kind == "parsers":
            self._check_choice(action, strings[0])
            action._invoke(self, namespace, strings)
            return
        if kind == "count":
            count = getattr(namespace, action.dest, None)
            setattr(namespace, action.dest, (0 if count is None else count) + 1)
            return
        nargs = action.nargs
        if nargs == OPTIONAL and not strings:
            value = action.const if option is not None else action.default
            if isinstance(value, str) and option is None:
                value = self._convert(action, value)
                self._check_choice(action, value)
        elif nargs == ZERO_OR_MORE and not strings and option is None:
            value = action.default if action.default is not None else []
            if not isinstance(value, list):
                self._check_choice(action, value)
        elif nargs in (None, OPTIONAL):
            value = self._convert(action, strings[0])
            self._check_choice(action, value)
        elif nargs == REMAINDER:
            value = [self._convert(action, s) for s in strings]
        else:
            value = [self._convert(action, s) for s in strings]
            for v in value:
                self._check_choice(action, v)
        if kind == "append":
            items = list(getattr(namespace, action.dest, None) or [])
            items.append(value)
            value = items
        elif kind == "extend":
            items = list(getattr(namespace, action.dest, None) or [])
            items.extend(value)
            value = items
        setattr(namespace, action.dest, value)
