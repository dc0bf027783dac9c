# configparser for the guest, written for the sandbox: INI text in, values out, following
# CPython 3.11's rules (sections, DEFAULT, continuation lines, comments, BasicInterpolation,
# its errors and their messages). read() opens files of the session's virtual file system.
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

import re

__all__ = ["NoSectionError", "DuplicateOptionError", "DuplicateSectionError", "NoOptionError",
           "InterpolationError", "InterpolationDepthError", "InterpolationMissingOptionError",
           "InterpolationSyntaxError", "ParsingError", "MissingSectionHeaderError",
           "ConfigParser", "RawConfigParser", "Interpolation", "BasicInterpolation",
           "ExtendedInterpolation",
           "SectionProxy", "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH", "Error"]

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10
_UNSET = object()


class Error(Exception):
    def __init__(self, msg=""):
        self.message = msg
        super().__init__(msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    def __init__(self, section):
        Error.__init__(self, f"No section: {section!r}")
        self.section = section
        self.args = (section,)


class DuplicateSectionError(Error):
    def __init__(self, section, source=None, lineno=None):
        msg = [repr(section), " already exists"]
        if source is not None:
            message = ["While reading from ", repr(source)]
            if lineno is not None:
                message.append(f" [line {lineno:2d}]")
            message.append(": section ")
            message.extend(msg)
            msg = message
        else:
            msg.insert(0, "Section ")
        Error.__init__(self, "".join(msg))
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    def __init__(self, section, option, source=None, lineno=None):
        msg = [repr(option), " in section ", repr(section), " already exists"]
        if source is not None:
            message = ["While reading from ", repr(source)]
            if lineno is not None:
                message.append(f" [line {lineno:2d}]")
            message.append(": option ")
            message.extend(msg)
            msg = message
        else:
            msg.insert(0, "Option ")
        Error.__init__(self, "".join(msg))
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    def __init__(self, option, section):
        Error.__init__(self, f"No option {option!r} in section: {section!r}")
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = (f"Bad value substitution: option {option!r} in section {section!r} contains "
               f"an interpolation key {reference!r} which is not a valid option name. "
               f"Raw value: {rawval!r}")
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    pass


class InterpolationDepthError(InterpolationError):
    def __init__(self, option, section, rawval):
        msg = (f"Recursion limit exceeded in value substitution: option {option!r} in section "
               f"{section!r} contains an interpolation key which cannot be substituted in "
               f"{MAX_INTERPOLATION_DEPTH} steps. Raw value: {rawval!r}")
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    def __init__(self, source):
        Error.__init__(self, f"Source contains parsing errors: {source!r}")
        self.source = source
        self.errors = []
        self.args = (source,)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += f"\n\t[line {lineno:2d}]: {line}"


class MissingSectionHeaderError(ParsingError):
    def __init__(self, filename, lineno, line):
        Error.__init__(self, f"File contains no section headers.\nfile: {filename!r}, "
                             f"line: {lineno:d}\n{line!r}")
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.args = (filename, lineno, line)


class Interpolation:
    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


_KEYCRE = re.compile(r"%\(([^)]+)\)s")


class BasicInterpolation(Interpolation):
    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._interpolate_some(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = _KEYCRE.sub("", value.replace("%%", ""))
        if "%" in rest:
            raise ValueError(f"invalid interpolation syntax in {value!r} at position "
                             f"{rest.find('%')}")
        return value

    def _interpolate_some(self, parser, option, out, rest, section, values, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("%")
            if p < 0:
                out.append(rest)
                return
            if p > 0:
                out.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "%":
                out.append("%")
                rest = rest[2:]
            elif c == "(":
                m = _KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(
                        option, section, f"bad interpolation variable reference {rest!r}")
                var = parser.optionxform(m.group(1))
                rest = rest[m.end():]
                try:
                    v = values[var]
                except KeyError:
                    raise InterpolationMissingOptionError(option, section, rawval,
                                                          var) from None
                if "%" in v:
                    self._interpolate_some(parser, option, out, v, section, values,
                                           depth + 1)
                else:
                    out.append(v)
            else:
                raise InterpolationSyntaxError(
                    option, section,
                    f"'%' must be followed by '%' or '(', found: {rest!r}")


class ExtendedInterpolation(Interpolation):
    """``${option}`` from the same section (or DEFAULT), ``${section:option}`` from another,
    ``$$`` for a dollar sign (zc.buildout's syntax, as CPython's)."""

    def before_get(self, parser, section, option, value, defaults):
        out = []
        self._interpolate_some(parser, option, out, value, section, defaults, 1)
        return "".join(out)

    def before_set(self, parser, section, option, value):
        rest = _EXT_KEYCRE.sub("", value.replace("$$", ""))
        if "$" in rest:
            raise ValueError(f"invalid interpolation syntax in {value!r} at position "
                             f"{rest.find('$')}")
        return value

    def _lookup(self, parser, option, section, values, rawval, reference, rest):
        # (the value, and the section and option it came from) of one ${...} reference
        path = reference.split(":")
        try:
            if len(path) == 1:
                name = parser.optionxform(path[0])
                return values[name], section, name
            if len(path) == 2:
                name = parser.optionxform(path[1])
                return parser.get(path[0], name, raw=True), path[0], name
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(option, section, rawval,
                                                  ":".join(path)) from None
        raise InterpolationSyntaxError(option, section, f"More than one ':' found: {rest!r}")

    def _interpolate_some(self, parser, option, out, rest, section, values, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("$")
            if p < 0:
                out.append(rest)
                return
            if p > 0:
                out.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "$":
                out.append("$")
                rest = rest[2:]
            elif c == "{":
                m = _EXT_KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(
                        option, section, f"bad interpolation variable reference {rest!r}")
                rest = rest[m.end():]
                v, from_section, from_option = self._lookup(parser, option, section, values,
                                                            rawval, m.group(1), rest)
                if "$" in v:
                    self._interpolate_some(parser, from_option, out, v, from_section,
                                           dict(parser.items(from_section, raw=True)),
                                           depth + 1)
                else:
                    out.append(v)
            else:
                raise InterpolationSyntaxError(
                    option, section,
                    f"'$' must be followed by '$' or '{{', found: {rest!r}")


_EXT_KEYCRE = re.compile(r"\$\{([^}]+)\}")


_BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True,
                   "0": False, "no": False, "false": False, "off": False}


def _lines(text):
    out = []
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        if end < 0:
            out.append(text[start:])
            break
        out.append(text[start:end + 1])
        start = end + 1
    return out


class RawConfigParser:
    BOOLEAN_STATES = _BOOLEAN_STATES
    _DEFAULT_INTERPOLATION = Interpolation()

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *,
                 delimiters=("=", ":"), comment_prefixes=("#", ";"),
                 inline_comment_prefixes=None, strict=True, empty_lines_in_values=True,
                 default_section=DEFAULTSECT, interpolation=_UNSET, converters=_UNSET):
        if converters is not _UNSET:
            raise TypeError("converters= is not supported in the sandbox: call get() and "
                            "convert the value")
        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._proxies = self._dict()
        self._allow_no_value = allow_no_value
        self._delimiters = tuple(delimiters)
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        delim = "|".join(re.escape(d) for d in self._delimiters)
        if allow_no_value:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?:(?P<vi>" + delim
                                      + r")\s*(?P<value>.*))?$")
        else:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?P<vi>" + delim
                                      + r")\s*(?P<value>.*)$")
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._interpolation = (self._DEFAULT_INTERPOLATION if interpolation is _UNSET
                               else interpolation or Interpolation())
        if defaults:
            self._read_defaults(defaults)

    def _read_defaults(self, defaults):
        for key, value in defaults.items():
            self._defaults[self.optionxform(key)] = value

    def defaults(self):
        return self._defaults

    def sections(self):
        return list(self._sections.keys())

    def add_section(self, section):
        if section == self.default_section:
            raise ValueError(f"Invalid section name: {section!r}")
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        # as CPython: one name or several; files that cannot be opened are skipped; the
        # files are the session's virtual file system (guest open)
        if isinstance(filenames, (str, bytes)) or hasattr(filenames, "__fspath__"):
            filenames = [filenames]
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(list(fp), filename)
            except OSError:
                continue
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        if source is None:
            source = getattr(f, "name", "<???>")
        self._read(list(f), source)

    def read_string(self, string, source="<string>"):
        self._read(_lines(string), source)

    def read_dict(self, dictionary, source="<dict>"):
        added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in added:
                    raise
            added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in added:
                    raise DuplicateOptionError(section, key, source)
                added.add((section, key))
                self.set(section, key, value)

    def _values(self, section, vars):
        own = {}
        try:
            own = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
        merged = dict(self._defaults)
        merged.update(own)
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                merged[self.optionxform(key)] = value
        return merged

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        try:
            values = self._values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = values[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section) from None
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, values)

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET):
        try:
            return conv(self.get(section, option, raw=raw, vars=vars))
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, int, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, float, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, self._convert_to_boolean, raw=raw, vars=vars,
                              fallback=fallback)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError(f"Not a boolean: {value}")
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        if section is _UNSET:
            return [(name, self[name]) for name in self]
        values = dict(self._defaults)
        try:
            values.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
        if vars:
            for key, value in vars.items():
                values[self.optionxform(key)] = value
        if raw:
            return [(option, values[option]) for option in list(values)]
        return [(option, self._interpolation.before_get(self, section, option,
                                                        values[option], values))
                for option in list(values)]

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            target = self._defaults
        else:
            try:
                target = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        target[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        d = f" {self._delimiters[0]} " if space_around_delimiters else self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), d)

    def _write_section(self, fp, name, items, delimiter):
        fp.write(f"[{name}]\n")
        for key, value in items:
            value = self._interpolation.before_write(self, name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write(f"{key}{value}\n")
        fp.write("\n")

    def remove_option(self, section, option):
        if not section or section == self.default_section:
            target = self._defaults
        else:
            try:
                target = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in target
        if existed:
            del target[option]
        return existed

    def remove_section(self, section):
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        yield self.default_section
        yield from self._sections

    def keys(self):
        return list(self)

    def values(self):
        return [self[name] for name in self]

    def _read(self, lines, fpname):
        added = set()
        cursect = None
        sectname = None
        optname = None
        indent_level = 0
        error = None
        for lineno, line in enumerate(lines, start=1):
            comment_start = None
            for prefix in self._inline_comment_prefixes:
                at = line.find(prefix)
                while at > 0 and not line[at - 1].isspace():
                    at = line.find(prefix, at + 1)
                if at > 0 and (comment_start is None or at < comment_start):
                    comment_start = at
            for prefix in self._comment_prefixes:
                if line.strip().startswith(prefix):
                    comment_start = 0
                    break
            value = (line if comment_start is None else line[:comment_start]).strip()
            if not value:
                if self._empty_lines_in_values:
                    if (comment_start is None and cursect is not None and optname
                            and cursect[optname] is not None):
                        cursect[optname].append("")
                else:
                    indent_level = 10 ** 9
                continue
            cur_indent = len(line) - len(line.lstrip())
            if cursect is not None and optname and cur_indent > indent_level:
                cursect[optname].append(value)
                continue
            indent_level = cur_indent
            header = re.match(r"\[(?P<header>.+)\]", value)
            if header:
                sectname = header.group("header")
                if sectname in self._sections:
                    if self._strict and sectname in added:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = self._sections[sectname]
                    added.add(sectname)
                elif sectname == self.default_section:
                    cursect = self._defaults
                else:
                    cursect = self._dict()
                    self._sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    added.add(sectname)
                optname = None
            elif cursect is None:
                raise MissingSectionHeaderError(fpname, lineno, line)
            else:
                mo = self._optcre.match(value)
                if mo:
                    optname, optval = mo.group("option"), mo.group("value")
                    if not optname:
                        error = self._handle_error(error, fpname, lineno, line)
                    optname = self.optionxform(optname.rstrip())
                    if self._strict and (sectname, optname) in added:
                        raise DuplicateOptionError(sectname, optname, fpname, lineno)
                    added.add((sectname, optname))
                    if optval is not None:
                        cursect[optname] = [optval.strip()]
                    else:
                        cursect[optname] = None
                else:
                    error = self._handle_error(error, fpname, lineno, line)
        self._join_multiline_values()
        if error:
            raise error

    def _handle_error(self, error, fpname, lineno, line):
        if not error:
            error = ParsingError(fpname)
        error.append(lineno, repr(line))
        return error

    def _join_multiline_values(self):
        for section, options in [(self.default_section, self._defaults),
                                 *self._sections.items()]:
            for name, val in list(options.items()):
                if isinstance(val, list):
                    val = "\n".join(val).rstrip()
                options[name] = self._interpolation.before_read(self, section, name, val)


class ConfigParser(RawConfigParser):
    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        super().add_section(section)

    def _read_defaults(self, defaults):
        hold = self._interpolation
        self._interpolation = Interpolation()
        try:
            self.read_dict({self.default_section: defaults})
        finally:
            self._interpolation = hold

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")


class SectionProxy:
    def __init__(self, parser, name):
        self._parser = parser
        self._name = name

    def __repr__(self):
        return f"<Section: {self._name}>"

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        if isinstance(self._parser, ConfigParser):
            self._parser._validate_value_types(option=key, value=value)
        self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key)
                and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return list(self._parser.defaults())

    def keys(self):
        return list(self._options())

    def values(self):
        return [self[k] for k in self._options()]

    def items(self):
        return [(k, self[k]) for k in self._options()]

    def get(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.get(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getint(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getint(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getfloat(self._name, option, raw=raw, vars=vars,
                                     fallback=fallback)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getboolean(self._name, option, raw=raw, vars=vars,
                                       fallback=fallback)
