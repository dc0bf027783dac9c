# warnings for the guest, written for the sandbox: warn, filters, catch_warnings and the
# default once-per-location behaviour of CPython 3.11, on state of the guest's own. Run by the
# sandbox as guest code: it never reads or changes the host's warnings filters.

import re
import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings",
           "simplefilter", "resetwarnings", "catch_warnings", "filters", "WarningMessage"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")
filters = []
_onceregistry = {}
_registries = {}  # filename -> {(text, category, lineno): True}
_filters_version = [1]


def _add_filter(item, append):
    if not append:
        if item in filters:
            filters.remove(item)
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_version[0] += 1


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    if action not in _ACTIONS:
        raise ValueError(f"invalid action: {action!r}")
    if not isinstance(message, str):
        raise TypeError("message must be a string")
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError("category must be a Warning subclass")
    if not isinstance(lineno, int) or lineno < 0:
        raise ValueError("lineno must be an int >= 0")
    # as CPython's: the message is a case-insensitive regex matched at the start of the text,
    # the module a regex matched at the start of the module's name
    _add_filter((action, re.compile(message, re.I) if message else None, category,
                 re.compile(module) if module else None, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action not in _ACTIONS:
        raise ValueError(f"invalid action: {action!r}")
    if not isinstance(lineno, int) or lineno < 0:
        raise ValueError("lineno must be an int >= 0")
    _add_filter((action, None, category, None, lineno), append)


def resetwarnings():
    filters[:] = []
    _filters_version[0] += 1


def formatwarning(message, category, filename, lineno, line=None):
    s = f"{filename}:{lineno}: {category.__name__}: {message}\n"
    if line is None:
        line = _source_line(filename, lineno)
    if line:
        s += f"  {line.strip()}\n"
    return s


def _showwarnmsg_impl(msg):
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    file = msg.file if msg.file is not None else sys.stderr
    file.write(text)


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    if showwarning is not _showwarning_orig:
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line",
                        "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None,
                 source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return (f"{{message : {self.message!r}, category : {self._category_name!r}, "
                f"filename : {self.filename!r}, lineno : {self.lineno}, "
                f"line : {self.line!r}}}")


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError(f"category must be a Warning subclass, not '{type(category).__name__}'")
    filename, lineno = _caller(stacklevel)
    warn_explicit(message, category, filename, lineno, module=_module_of(filename),
                  registry=_registries.setdefault(filename, {}), source=source)


def _module_of(filename):
    return "__main__" if filename == "<sandbox>" else filename.strip("<>")


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry is not None:
        if registry.get("version", 0) != _filters_version[0]:
            registry.clear()
            registry["version"] = _filters_version[0]
        if registry.get(key):
            return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(str(text)))
                and issubclass(category, cat)
                and (mod is None or mod.match(module))
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = _default_action(category)
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        if registry is not None:
            registry[key] = 1
        oncekey = (text, category)
        if _onceregistry.get(oncekey):
            return
        _onceregistry[oncekey] = 1
    elif action == "module":
        if registry is not None:
            registry[key] = 1
        altkey = (text, category, 0)
        if registry is not None and registry.get(altkey):
            return
        if registry is not None:
            registry[altkey] = 1
    elif action == "default":
        if registry is not None:
            registry[key] = 1
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


def _default_action(category):
    # CPython's default filters (a plain `python script.py` run)
    if issubclass(category, (PendingDeprecationWarning, ImportWarning, ResourceWarning)):
        return "ignore"
    return "default"


class catch_warnings:
    def __init__(self, *, record=False, module=None, action=None, category=Warning,
                 lineno=0, append=False):
        self._record = record
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "{}({})".format(type(self).__name__, ", ".join(args))

    def __enter__(self):
        global showwarning
        if self._entered:
            raise RuntimeError(f"Cannot enter {self!r} twice")
        self._entered = True
        self._filters = filters[:]
        self._showwarning = showwarning
        self._showwarnmsg_impl = _showwarnmsg_impl
        _filters_version[0] += 1
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            _set_recorder(log.append)
            showwarning = _showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        global showwarning
        if not self._entered:
            raise RuntimeError(f"Cannot exit {self!r} without entering first")
        filters[:] = self._filters
        _filters_version[0] += 1
        showwarning = self._showwarning
        _set_recorder(self._showwarnmsg_impl)


def _set_recorder(fn):
    global _showwarnmsg_impl
    _showwarnmsg_impl = fn
