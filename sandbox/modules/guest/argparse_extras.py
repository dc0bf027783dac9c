# argparse for the guest, its subcommands and file arguments (see argparse.py): the
# subparsers action (add_subparsers / add_parser, as CPython 3.11's), FileType (files of the
# session's virtual file system, through the guest's open) and the @file arguments of
# fromfile_prefix_chars. The module's source is argparse_format.py, argparse.py, then this
# file (one namespace).

PARSER = "A..."
_UNRECOGNIZED_ARGS_ATTR = "_unrecognized_args"


class _ChoicesPseudoAction(_Action):
    """A subcommand's line in its parent's help."""

    def __init__(self, name, aliases, help):
        metavar = name
        if aliases:
            metavar += f" ({', '.join(aliases)})"
        super().__init__("choice", [], name, help=help, metavar=metavar)


class _SubParsersAction(_Action):
    """The action add_subparsers() adds: its first string names the subcommand, whose parser
    parses the rest."""

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__("parsers", option_strings, dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required, help=help,
                         metavar=metavar)

    def __repr__(self):
        return "_SubParsers" + super().__repr__()[len("_Parsers"):]

    def add_parser(self, name, **kwargs):
        if kwargs.get("prog") is None:
            kwargs["prog"] = f"{self._prog_prefix} {name}"
        aliases = kwargs.pop("aliases", ())
        if name in self._name_parser_map:
            raise ArgumentError(self, f"conflicting subparser: {name}")
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, f"conflicting subparser alias: {alias}")
        if "help" in kwargs:
            self._choices_actions.append(_ChoicesPseudoAction(name, aliases,
                                                              kwargs.pop("help")))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def _invoke(self, parser, namespace, values):
        parser_name = values[0]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, parser_name)
        try:
            chosen = self._name_parser_map[parser_name]
        except KeyError:
            choices = ", ".join(self._name_parser_map)
            raise ArgumentError(self, f"unknown parser {parser_name!r} "  # noqa: B904
                                      f"(choices: {choices})")
        subnamespace, arg_strings = chosen.parse_known_args(values[1:], None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if arg_strings:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(arg_strings)


def _add_subparsers(parser, kwargs):
    """ArgumentParser.add_subparsers(**kwargs)."""
    if parser._subparsers is not None:
        parser.error("cannot have multiple subparser arguments")
    kwargs.setdefault("parser_class", type(parser))
    group = None
    if "title" in kwargs or "description" in kwargs:
        group = parser.add_argument_group(kwargs.pop("title", "subcommands"),
                                          kwargs.pop("description", None))
    if kwargs.get("prog") is None:
        if parser.usage is not None:
            kwargs["prog"] = (parser.usage % {"prog": parser.prog}).strip()
        else:
            parts = [parser._usage_part(a) for a in parser._actions
                     if not a.option_strings and a.help is not SUPPRESS]
            kwargs["prog"] = " ".join(p for p in [parser.prog] + parts if p)
    kind = kwargs.pop("action", None)
    if kind is not None and kind is not _SubParsersAction:
        raise ValueError(f"unknown action {kind!r}")
    action = _SubParsersAction(option_strings=[], **kwargs)
    parser._add_action(action)
    if group is not None:
        parser._group_of[id(action)] = group
        group._group_actions.append(action)
    parser._subparsers = group if group is not None else parser
    return action


class FileType:
    """Factory for creating file object types: a FileType's instance opens its argument with
    the given mode (files of the sandbox's virtual file system; '-' is sys.stdout for
    writing, and there is no standard input to read)."""

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == "-":
            if "r" in self._mode:
                raise ArgumentTypeError("can't open '-': there is no standard input in the "
                                        "sandbox (pass a file name, or the data itself)")
            if any(c in self._mode for c in "wax"):
                return _sys.stdout
            raise ValueError(f'argument "-" with mode {self._mode}')
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError(f"can't open '{string}': {e}")  # noqa: B904

    def __repr__(self):
        args = [repr(arg) for arg in (self._mode, self._bufsize) if arg != -1]
        args += [f"{kw}={arg!r}" for kw, arg in (("encoding", self._encoding),
                                                 ("errors", self._errors)) if arg is not None]
        return f"{type(self).__name__}({', '.join(args)})"


def _read_args_from_files(parser, arg_strings):
    """The command line with each @file argument replaced by the file's lines (each line an
    argument, as convert_arg_line_to_args gives them), nested files read in turn."""
    new_arg_strings = []
    for arg_string in arg_strings:
        if not arg_string or arg_string[0] not in parser.fromfile_prefix_chars:
            new_arg_strings.append(arg_string)
            continue
        try:
            with open(arg_string[1:]) as args_file:
                arg_strings = []
                for arg_line in args_file.read().splitlines():
                    for arg in parser.convert_arg_line_to_args(arg_line):
                        arg_strings.append(arg)
                arg_strings = _read_args_from_files(parser, arg_strings)
                new_arg_strings.extend(arg_strings)
        except OSError as err:
            parser.error(str(err))
    return new_arg_strings
