# argparse for the guest, its usage and help part (see argparse.py): the methods of
# ArgumentParser that format usage and help and print them, with CPython 3.11's layout.
# The module's source is this file followed by argparse.py (one namespace): the names used
# here (SUPPRESS, _WIDTH, _textwrap...) are argparse.py's, read when a method runs.

import textwrap as _textwrap


class _Formatting:
    """The usage and help formatting of ArgumentParser."""

    def _metavar(self, action, default):
        if action.metavar is not None:
            return action.metavar
        if action.choices is not None:
            return "{" + ",".join(map(str, action.choices)) + "}"
        return default

    def _args_text(self, action, default):
        metavar = self._metavar(action, default)
        names = metavar if isinstance(metavar, tuple) else None

        def name(i):
            return names[i] if names is not None else metavar
        nargs = action.nargs
        if nargs is None:
            return name(0)
        if nargs == OPTIONAL:
            return f"[{name(0)}]"
        if nargs == ZERO_OR_MORE:
            if names is not None and len(names) == 2:
                return f"[{names[0]} [{names[1]} ...]]"
            return f"[{name(0)} ...]"
        if nargs == ONE_OR_MORE:
            return f"{name(0)} [{name(1 if names is not None and len(names) > 1 else 0)} ...]"
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return f"{name(0)} ..."
        return " ".join(name(i) for i in range(nargs))

    def _usage_part(self, action):
        if not action.option_strings:
            text = self._args_text(action, action.dest)
            return text
        option = action.option_strings[0]
        if action.nargs == 0:
            part = option
        else:
            part = f"{option} {self._args_text(action, action.dest.upper())}"
        return part if action.required else f"[{part}]"

    def _parts(self, actions):
        """Usage parts of optionals, a mutually exclusive group's as one: [-a | -b]."""
        parts = []
        done = set()
        for action in actions:
            if id(action) in done:
                continue
            group = next((g for g in self._mutex if action in g._group_actions), None)
            if group is None or len(group._group_actions) < 2:
                parts.append(self._usage_part(action))
                continue
            members = [a for a in group._group_actions if a in actions]
            done.update(id(a) for a in members)
            inner = " | ".join(self._usage_part(a).strip("[]") if not a.required
                               else self._usage_part(a) for a in members)
            parts.append(f"({inner})" if group.required else f"[{inner}]")
        return parts

    def format_usage(self):
        return self._usage_text() + "\n"

    def _usage_text(self):
        prefix = "usage: "
        if self.usage is not None:
            return prefix + self.usage % {"prog": self.prog}
        shown = [a for a in self._actions if a.help is not SUPPRESS]
        opt_parts = self._parts([a for a in shown if a.option_strings])
        pos_parts = [self._usage_part(a) for a in shown if not a.option_strings]
        prog = self.prog
        usage = " ".join([s for s in [prog] + opt_parts + pos_parts if s])
        text_width = _WIDTH
        if len(prefix) + len(usage) <= text_width:
            return prefix + usage

        def get_lines(parts, indent, first_prefix=None):
            lines = []
            line = []
            line_len = len(first_prefix) - 1 if first_prefix is not None else len(indent) - 1
            for part in parts:
                if line_len + 1 + len(part) > text_width and line:
                    lines.append(indent + " ".join(line))
                    line = []
                    line_len = len(indent) - 1
                line.append(part)
                line_len += len(part) + 1
            if line:
                lines.append(indent + " ".join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = " " * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = get_lines([prog] + opt_parts, indent, prefix)
                lines.extend(get_lines(pos_parts, indent))
            elif pos_parts:
                lines = get_lines([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = " " * len(prefix)
            lines = get_lines(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = get_lines(opt_parts, indent)
                lines.extend(get_lines(pos_parts, indent))
            lines = [prog] + lines
        return prefix + "\n".join(lines)

    def _invocation(self, action):
        if not action.option_strings:
            return self._metavar(action, action.dest)
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args = self._args_text(action, action.dest.upper())
        return ", ".join(f"{option} {args}" for option in action.option_strings)

    def _help_text(self, action):
        text = action.help
        if "%" in text:
            params = {"prog": self.prog, "dest": action.dest, "default": action.default,
                      "type": getattr(action.type, "__name__", action.type),
                      "choices": action.choices, "const": action.const,
                      "metavar": action.metavar, "required": action.required,
                      "nargs": action.nargs, "option_strings": action.option_strings,
                      "help": action.help}
            if params["choices"] is not None:
                params["choices"] = ", ".join(map(str, params["choices"]))
            text = text % params
        return text

    def format_help(self):
        formatter = self.formatter_class(prog=self.prog)
        width = formatter._width
        max_help = formatter._max_help_position
        parts = [self._usage_text() + "\n\n"]
        if self.description:
            parts.append(self._fill(self.description, width) + "\n\n")
        shown = [a for a in self._actions if a.help is not SUPPRESS]
        plain = [a for a in shown if id(a) not in self._group_of]
        sections = [("positional arguments", None, [a for a in plain if not a.option_strings]),
                    ("options", None, [a for a in plain if a.option_strings])]
        for group in self._groups:
            sections.append((group.title, group.description,
                             [a for a in group._group_actions if a.help is not SUPPRESS]))
        longest = 0
        for action in shown:
            longest = max(longest, len(self._invocation(action)) + 2)
            for sub in self._subactions(action):  # measured at its parent's indent (as
                longest = max(longest, len(self._invocation(sub)) + 2)  # CPython does)
        help_position = min(longest + 2, max_help)
        help_width = max(width - help_position, 11)
        for title, description, actions in sections:
            if not actions and not description:
                continue
            lines = [title + ":\n"] if title else []
            if description:
                lines.append(_textwrap.indent(self._fill(description, width - 2), "  ")
                             + "\n\n")
            for action in actions:
                self._action_lines(action, 2, help_position, help_width, lines)
            parts.append("".join(lines) + "\n")
        if self.epilog:
            parts.append(self._fill(self.epilog, width) + "\n")
        text = "".join(parts)
        return text.rstrip("\n") + "\n"

    @staticmethod
    def _subactions(action):
        return action._get_subactions() if action.kind == "parsers" else ()

    def _action_lines(self, action, indent, help_position, help_width, lines):
        """The help lines of ``action`` (then of its subcommands, 2 columns further in)."""
        invocation = self._invocation(action)
        action_width = help_position - indent - 2
        if not action.help:
            lines.append(" " * indent + invocation + "\n")
        else:
            help_lines = self._wrap(self._help_text(action), help_width)
            if len(invocation) <= action_width:
                lines.append(" " * indent + invocation.ljust(action_width) + "  "
                             + (help_lines[0] if help_lines else "") + "\n")
                help_lines = help_lines[1:]
            else:
                lines.append(" " * indent + invocation + "\n")
            for line in help_lines:
                lines.append(" " * help_position + line + "\n")
        for sub in self._subactions(action):
            self._action_lines(sub, indent + 2, help_position, help_width, lines)

    @staticmethod
    def _wrap(text, width):
        return _textwrap.wrap(_re.sub(r"\s+", " ", text).strip(), width)

    def _fill(self, text, width):
        return _textwrap.fill(_re.sub(r"\s+", " ", text).strip(), width)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            print(message, end="", file=_sys.stdout if file is None else file)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        raise SystemExit(status)

    def error(self, message):
        """error(message: string)

        Prints a usage message incorporating the message to stderr and exits."""
        self.print_usage(_sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")

    def __repr__(self):
        return (f"ArgumentParser(prog={self.prog!r}, usage={self.usage!r}, "
                f"description={self.description!r}, formatter_class="
                f"{self.formatter_class!r}, conflict_handler='error', "
                f"add_help={self.add_help!r})")
