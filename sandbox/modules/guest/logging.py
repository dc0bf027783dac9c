# logging for the guest, written for the sandbox: loggers, handlers and formatters with
# CPython 3.11's behaviour for what agent programs use. Run by the sandbox as guest code:
# everything here is under the gate and the run's limits. Records carry no caller frame
# (file, line and function read as CPython's "unknown" values).

import sys
import time

__all__ = ["CRITICAL", "FATAL", "ERROR", "WARNING", "WARN", "INFO", "DEBUG", "NOTSET",
           "BASIC_FORMAT", "LogRecord", "Formatter", "Filter", "Filterer", "Handler",
           "StreamHandler", "FileHandler", "NullHandler", "Logger", "RootLogger", "root",
           "getLogger", "basicConfig", "debug", "info", "warning", "warn", "error",
           "exception", "critical", "fatal", "log", "disable", "getLevelName",
           "addLevelName", "getLevelNamesMapping", "shutdown", "lastResort",
           "makeLogRecord", "LoggerAdapter"]

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO",
                DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return f"Level {level}"


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def getLevelNamesMapping():
    return dict(_nameToLevel)


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError(f"Unknown level: {level!r}")
        return _nameToLevel[level]
    raise TypeError(f"Level not an integer or a valid string: {level!r}")


def _now():
    try:
        return time.time()
    except PermissionError:  # the host gave the sandbox no clock
        return 0.0


_start_time = _now()


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        ct = _now()
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and isinstance(args[0], dict) and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        # os.path.basename and splitext of the path, as CPython's record takes them
        self.filename = pathname.rpartition("/")[2] if isinstance(pathname, str) else pathname
        dot = self.filename.rfind(".") if isinstance(pathname, str) else -1
        self.module = (self.filename[:dot] if dot > 0 and self.filename[:dot].strip(".")
                       else self.filename if isinstance(pathname, str) else "Unknown module")
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (ct - _start_time) * 1000
        self.thread = None
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = None
        self.taskName = None

    def __repr__(self):
        return (f'<LogRecord: {self.name}, {self.levelno}, {self.pathname}, {self.lineno}, '
                f'"{self.msg}">')

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


def makeLogRecord(dict):
    rv = LogRecord(None, None, "", 0, "", (), None, None)
    for key, value in dict.items():
        setattr(rv, key, value)
    return rv


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in ("%", "{"):
            raise ValueError("Style must be one of: %, {")
        self._style = style
        self._fmt = fmt or ("%(message)s" if style == "%" else "{message}")
        self.datefmt = datefmt
        self._defaults = defaults

    def usesTime(self):
        return ("%(asctime)" if self._style == "%" else "{asctime") in self._fmt

    def formatTime(self, record, datefmt=None):
        ct = time.localtime(record.created)
        if datefmt:
            return time.strftime(datefmt, ct)
        s = time.strftime(self.default_time_format, ct)
        return self.default_msec_format % (s, record.msecs)

    def formatException(self, ei):
        text = _format_exception(ei)
        return text[:-1] if text[-1:] == "\n" else text

    def formatMessage(self, record):
        values = dict(self._defaults) if self._defaults else {}
        values.update(record.__dict__)
        if self._style == "%":
            return self._fmt % values
        return self._fmt.format(**values)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class Filter:
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            result = f.filter(record) if hasattr(f, "filter") else f(record)
            if not result:
                return False
        return True


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        pass

    def handleError(self, record):
        sys.stderr.write("--- Logging error ---\n")

    def __repr__(self):
        return f"<{type(self).__name__} ({getLevelName(self.level)})>"


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        msg = self.format(record)
        self.stream.write(msg + self.terminator)
        self.flush()

    def setStream(self, stream):
        if stream is self.stream:
            return None
        result = self.stream
        self.flush()
        self.stream = stream
        return result


class FileHandler(StreamHandler):
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = filename
        self.mode = mode
        self.encoding = encoding
        StreamHandler.__init__(self, open(filename, mode, encoding=encoding, errors=errors))

    def close(self):
        if self.stream is not None:
            self.stream.close()
            self.stream = None


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


class _StderrHandler(StreamHandler):
    """The last resort: sys.stderr as it is when the record is emitted."""

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


lastResort = _StderrHandler(WARNING)
_disable = 0


def disable(level=CRITICAL):
    global _disable
    _disable = level
    _manager.clear_cache()


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _checkLevel(level)
        _manager.clear_cache()

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level not in self._cache:
            self._cache[level] = level > _disable and level >= self.getEffectiveLevel()
        return self._cache[level]

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    warn = warning

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc = _handled_exception()
                exc_info = (None, None, None) if exc is None else (
                    type(exc), exc, exc.__traceback__)
        pathname, lineno, func = _find_caller(stacklevel)
        record = LogRecord(self.name, level, pathname, lineno, msg, args, exc_info, func, None)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in record.__dict__:
                    raise KeyError(f"Attempt to overwrite {key!r} in LogRecord")
                setattr(record, key, extra[key])
        self.handle(record)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                break
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0 and record.levelno >= lastResort.level:
            lastResort.handle(record)

    def getChild(self, suffix):
        name = suffix if self is root else ".".join((self.name, suffix))
        return getLogger(name)

    def __repr__(self):
        return f"<{type(self).__name__} {self.name} ({getLevelName(self.getEffectiveLevel())})>"


class LoggerAdapter:
    """A logger with contextual information: ``process`` passes ``extra`` to each call."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        level = getLevelName(self.logger.getEffectiveLevel())
        return f"<{type(self).__name__} {self.logger.name} ({level})>"


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)


class _Manager:
    def __init__(self, rootnode):
        self.root = rootnode
        self.loggerDict = {}

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        logger = self.loggerDict.get(name)
        if logger is not None:
            return logger
        logger = Logger(name)
        self.loggerDict[name] = logger
        parent = self.root
        prefix = name
        while "." in prefix:
            prefix = prefix[:prefix.rindex(".")]
            if prefix in self.loggerDict:
                parent = self.loggerDict[prefix]
                break
        logger.parent = parent
        for other in self.loggerDict.values():  # descendants made before this logger
            if other.name.startswith(name + ".") and (
                    other.parent is self.root or len(other.parent.name) < len(name)):
                other.parent = logger
        return logger

    def clear_cache(self):
        self.root._cache.clear()
        for logger in self.loggerDict.values():
            logger._cache.clear()


root = RootLogger(WARNING)
Logger.root = root
_manager = _Manager(root)
Logger.manager = _manager


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    return _manager.getLogger(name)


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if root.handlers:
        return
    handlers = kwargs.pop("handlers", None)
    if handlers is not None and ("stream" in kwargs or "filename" in kwargs):
        raise ValueError("'stream' or 'filename' should not be specified together with "
                         "'handlers'")
    if "stream" in kwargs and "filename" in kwargs:
        raise ValueError("'stream' and 'filename' should not be specified together")
    if handlers is None:
        filename = kwargs.pop("filename", None)
        mode = kwargs.pop("filemode", "a")
        if filename:
            h = FileHandler(filename, mode, encoding=kwargs.pop("encoding", None),
                            errors=kwargs.pop("errors", None))
        else:
            h = StreamHandler(kwargs.pop("stream", None))
        handlers = [h]
    dfs = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    if style not in ("%", "{"):
        raise ValueError("Style must be one of: %, {")
    fs = kwargs.pop("format", BASIC_FORMAT if style == "%" else "{levelname}:{name}:{message}")
    fmt = Formatter(fs, dfs, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(fmt)
        root.addHandler(h)
    level = kwargs.pop("level", None)
    if level is not None:
        root.setLevel(level)
    if kwargs:
        raise ValueError("Unrecognised argument(s): {}".format(", ".join(kwargs.keys())))


def _module_level(level_name):
    def emit(msg, *args, **kwargs):
        if len(root.handlers) == 0:
            basicConfig()
        getattr(root, level_name)(msg, *args, **kwargs)
    emit.__name__ = emit.__qualname__ = level_name
    return emit


debug = _module_level("debug")
info = _module_level("info")
warning = _module_level("warning")
warn = warning
error = _module_level("error")
critical = _module_level("critical")
fatal = critical


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def shutdown(handlerList=None):
    for h in list(root.handlers):
        h.flush()
