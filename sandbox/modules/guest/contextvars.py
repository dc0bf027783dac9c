"""contextvars, written in guest Python for the sandbox: ContextVar, Token, Context and
copy_context, with CPython 3.11's behaviour and messages. The contexts are the session's own
(this module runs once per session): the host's context, and its variables, are never seen.
Every asyncio task of the sandbox shares the session's current context (CPython runs each
task in a copy of the context it was created in)."""

__all__ = ["Context", "ContextVar", "Token", "copy_context"]

_NO_DEFAULT = object()


class _Missing:
    def __repr__(self):
        return "<Token.MISSING>"


class Context:
    """An immutable-looking mapping of context variables to their values, entered by
    run()."""

    __module__ = "_contextvars"

    def __init__(self):
        self._data = {}
        self._entered = False

    def __repr__(self):
        return f"<_contextvars.Context object at {id(self):#x}>"

    def run(self, callable, /, *args, **kwargs):
        if self._entered:
            raise RuntimeError(f"cannot enter context: {self!r} is already entered")
        previous = _current[0]
        self._entered = True
        _current[0] = self
        try:
            return callable(*args, **kwargs)
        finally:
            _current[0] = previous
            self._entered = False

    def copy(self):
        new = Context()
        new._data = dict(self._data)
        return new

    def _key(self, var):
        if not isinstance(var, ContextVar):
            raise TypeError(f"a ContextVar key was expected, got {var!r}")
        return var

    def __getitem__(self, var):
        return self._data[self._key(var)]

    def get(self, var, default=None):
        return self._data.get(self._key(var), default)

    def __contains__(self, var):
        return self._key(var) in self._data

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(list(self._data))

    def keys(self):
        return _View(self._data, "keys")

    def values(self):
        return _View(self._data, "values")

    def items(self):
        return _View(self._data, "items")

    def __eq__(self, other):
        if not isinstance(other, Context):
            return NotImplemented
        return self._data == other._data

    __hash__ = None


class _View:
    def __init__(self, data, kind):
        self._items = list(getattr(data, kind)())

    def __iter__(self):
        return iter(self._items)

    def __len__(self):
        return len(self._items)

    def __contains__(self, item):
        return item in self._items


class Token:
    """What ContextVar.set() returns: ContextVar.reset(token) restores the value before."""

    __module__ = "_contextvars"
    MISSING = _Missing()

    def __init__(self, context, var, old_value):
        self._context = context
        self._var = var
        self._old_value = old_value
        self._used = False

    @property
    def var(self):
        return self._var

    @property
    def old_value(self):
        return self._old_value

    def __repr__(self):
        used = " used" if self._used else ""
        return f"<Token{used} var={self._var!r} at {id(self):#x}>"

    def __class_getitem__(cls, item):
        return _alias(cls, item)


class ContextVar:
    """A context variable: its value belongs to the current Context."""

    __module__ = "_contextvars"
    __slots__ = ("_name", "_default")

    def __init__(self, name, *, default=_NO_DEFAULT):
        if not isinstance(name, str):
            raise TypeError("context variable name must be a str")
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_default", default)

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type '_contextvars.ContextVar' is not an acceptable base type")

    def __setattr__(self, name, value):
        if name == "name":
            raise AttributeError("readonly attribute")
        raise AttributeError(f"'_contextvars.ContextVar' object has no attribute '{name}'")

    @property
    def name(self):
        return self._name

    def get(self, *args):
        if len(args) > 1:
            raise TypeError(f"get expected at most 1 argument, got {len(args)}")
        data = _current[0]._data
        if self in data:
            return data[self]
        if args:
            return args[0]
        if self._default is not _NO_DEFAULT:
            return self._default
        raise LookupError(self)

    def set(self, value):
        context = _current[0]
        old = context._data.get(self, Token.MISSING)
        context._data[self] = value
        return Token(context, self, old)

    def reset(self, token):
        if not isinstance(token, Token):
            raise TypeError(f"expected an instance of Token, got {token!r}")
        if token._used:
            raise RuntimeError(f"{token!r} has already been used once")
        if token._var is not self:
            raise ValueError(f"{token!r} was created by a different ContextVar")
        context = _current[0]
        if token._context is not context:
            raise ValueError(f"{token!r} was created in a different Context")
        if token._old_value is Token.MISSING:
            context._data.pop(self, None)
        else:
            context._data[self] = token._old_value
        token._used = True

    def __repr__(self):
        default = "" if self._default is _NO_DEFAULT else f" default={self._default!r}"
        return f"<ContextVar name={self._name!r}{default} at {id(self):#x}>"

    def __class_getitem__(cls, item):
        return _alias(cls, item)


def _alias(cls, item):
    import types
    return types.GenericAlias(cls, item)


def copy_context():
    """A copy of the current Context."""
    return _current[0].copy()


#: The session's current context (Context.run() swaps it).
_current = [Context()]
