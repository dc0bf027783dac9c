# inspect for the guest, written for the sandbox: signatures (Signature, Parameter,
# BoundArguments, with CPython 3.11's rendering, binding rules and messages), the is*()
# predicates, getdoc/cleandoc, getmembers and unwrap. It sees only what guest code may see:
# guest functions and classes, their annotations and defaults, and the signatures of tools
# and of builtins CPython describes; the source text of guest definitions (getsource,
# getsourcelines). Frames and code objects are not here (currentframe, stack, getfile... are
# refused with what to use instead).
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.
# Host helpers: _target(obj, empty) says where a signature comes from, _parameters(fn, empty)
# lists a guest function's parameters, _kinds(obj) names what kind of object obj is,
# _type_name(cls) gives a class's module and qualified name, _source_lines(obj) the lines of a
# guest definition and its first line number.

import enum
import types
from collections import OrderedDict as _OrderedDict

__all__ = ["Parameter", "Signature", "BoundArguments", "signature", "unwrap",
           "formatannotation", "isclass", "isfunction", "ismethod", "ismodule", "isbuiltin",
           "isroutine", "iscoroutinefunction", "isgeneratorfunction", "isasyncgenfunction",
           "isgenerator", "iscoroutine", "isasyncgen", "isawaitable", "isabstract",
           "isdatadescriptor", "ismethoddescriptor", "getdoc", "cleandoc",
           "getmembers", "getmro", "get_annotations", "getsource", "getsourcelines",
           "indentsize"]


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker: an argument of replace() that was not given."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _DESCRIPTIONS[self._value_]


_DESCRIPTIONS = ("positional-only", "positional or keyword", "variadic positional",
                 "keyword-only", "variadic keyword")
_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


# --- predicates -------------------------------------------------------------------------------

def isclass(object):
    return isinstance(object, type)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def ismethod(object):
    return isinstance(object, types.MethodType)


def ismodule(object):
    return "module" in _kinds(object)


def isbuiltin(object):
    return "builtin" in _kinds(object)


def isroutine(object):
    return "routine" in _kinds(object)


def _code_kinds(object):
    while ismethod(object):
        object = object.__func__
    return _kinds(object)


def isgeneratorfunction(object):
    return "generatorfunction" in _code_kinds(object)


def iscoroutinefunction(object):
    return "coroutinefunction" in _code_kinds(object)


def isasyncgenfunction(object):
    return "asyncgenfunction" in _code_kinds(object)


def isgenerator(object):
    return "generator" in _kinds(object)


def iscoroutine(object):
    return "coroutine" in _kinds(object)


def isasyncgen(object):
    return "asyncgen" in _kinds(object)


def isawaitable(object):
    return "awaitable" in _kinds(object)


def isabstract(object):
    return "abstract" in _kinds(object)


def isdatadescriptor(object):
    return "datadescriptor" in _kinds(object)


def ismethoddescriptor(object):
    return "methoddescriptor" in _kinds(object)


def getmro(cls):
    return cls.__mro__


# --- documentation and members ----------------------------------------------------------------

def cleandoc(doc):
    """Uniformly remove the indentation of a docstring's continuation lines (the first
    line's leading whitespace too) and its blank first and last lines; tabs expand first."""
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        stripped = len(line.lstrip())
        if stripped:
            indent = len(line) - stripped
            if margin is None or indent < margin:
                margin = indent
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        lines[1:] = [line[margin:] for line in lines[1:]]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def _inherited_doc(object):
    # where CPython looks when an object has no docstring of its own: a class's bases, and
    # for a bound method the same name in its class's bases
    if isclass(object):
        for base in object.__mro__:
            if base is not _object:
                doc = getattr(base, "__doc__", None)
                if doc is not None:
                    return doc
        return None
    if ismethod(object):
        owner = object.__self__
        cls = owner if isclass(owner) else type(owner)
        name = object.__func__.__name__
        for base in cls.__mro__:
            member = base.__dict__.get(name) if hasattr(base, "__dict__") else None
            doc = getattr(member, "__doc__", None)
            if doc is not None:
                return doc
    return None


_object = object


def getdoc(object):
    """The documentation string of object, cleaned with cleandoc(), or inherited from the
    class hierarchy when object has none of its own; None if there is none."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _inherited_doc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def getmembers(object, predicate=None):
    """All (name, value) pairs of the attributes of object that guest code may read, sorted
    by name; with predicate, only those whose value it accepts."""
    results = []
    for key in dir(object):
        try:
            value = getattr(object, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type) or isfunction(obj) or callable(obj):
        ann = getattr(obj, "__annotations__", None)
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    return dict(ann)


def getsourcelines(object):
    """Return a list of source lines and starting line number for an object.

    The argument may be a guest module-level function, method, lambda or class (its source is
    the text of the session's run that defined it); an OSError is raised if the source code
    cannot be retrieved."""
    object = unwrap(object)
    return _source_lines(object)


def getsource(object):
    """Return the text of the source code for an object (a guest function, method, lambda
    or class), as one string; an OSError is raised if the source code cannot be retrieved."""
    lines, lnum = getsourcelines(object)
    return "".join(lines)


def indentsize(line):
    """Return the indent size, in spaces, at the start of a line of text."""
    expline = line.expandtabs()
    return len(expline) - len(expline.lstrip())


def unwrap(func, *, stop=None):
    """The object at the end of the chain of __wrapped__ attributes functools.wraps sets."""
    start = func
    seen = {id(func)}
    while not isinstance(func, type) and hasattr(func, "__wrapped__"):
        if stop is not None and stop(func):
            break
        func = func.__wrapped__
        if id(func) in seen or len(seen) >= 1000:
            raise ValueError(f"wrapper loop when unwrapping {start!r}")
        seen.add(id(func))
    return func


def formatannotation(annotation, base_module=None):
    kinds = _kinds(annotation)
    if "typing" in kinds:
        return " ".join(_strip_typing(word) for word in repr(annotation).split(" "))
    if "genericalias" in kinds:
        return str(annotation)
    if isinstance(annotation, type):
        module, qualname = _type_name(annotation)
        if module in ("builtins", base_module):
            return qualname
        return module + "." + qualname
    return repr(annotation)


def _strip_typing(text):
    # every dotted name that starts with "typing." loses that prefix, as CPython's does
    out = []
    start = 0
    i = 0
    while i <= len(text):
        if i == len(text) or not (text[i].isalnum() or text[i] in "._"):
            word = text[start:i]
            out.append(word[7:] if word.startswith("typing.") else word)
            if i < len(text):
                out.append(text[i])
            start = i + 1
        i += 1
    return "".join(out)


# --- Parameter ----------------------------------------------------------------------------

class Parameter:
    """One parameter of a Signature: name, kind, default and annotation (immutable)."""

    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind") from None
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f"{self._kind.description} parameters cannot have default values")
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if not name.isidentifier():
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text = f"{text}: {formatannotation(self._annotation)}"
        if self._default is not _empty:
            separator = " = " if self._annotation is not _empty else "="
            text = f"{text}{separator}{self._default!r}"
        if self._kind == _VAR_POSITIONAL:
            return "*" + text
        if self._kind == _VAR_KEYWORD:
            return "**" + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind
                and self._default == other._default
                and self._annotation == other._annotation)


# --- BoundArguments -------------------------------------------------------------------------

class BoundArguments:
    """The result of Signature.bind(): ``arguments`` maps parameter names to values, in the
    signature's order; ``args`` and ``kwargs`` rebuild a call."""

    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    def _split(self):
        # the positional part ends at the first keyword-only parameter, or at the first
        # parameter that is not bound (bind_partial): what follows goes by keyword
        args = []
        kwargs = {}
        positional = True
        for name, param in self._signature.parameters.items():
            kind = param.kind
            if kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                positional = False
            if name not in self.arguments:
                positional = False
                continue
            value = self.arguments[name]
            if positional:
                if kind == _VAR_POSITIONAL:
                    args.extend(value)
                else:
                    args.append(value)
            elif kind == _VAR_KEYWORD:
                kwargs.update(value)
            elif kind != _VAR_POSITIONAL:
                kwargs[name] = value
        return tuple(args), kwargs

    @property
    def args(self):
        return self._split()[0]

    @property
    def kwargs(self):
        return self._split()[1]

    def apply_defaults(self):
        """Set the default of every parameter that is not bound (``()`` and ``{}`` for
        *args and **kwargs)."""
        arguments = {}
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                arguments[name] = self.arguments[name]
            elif param.default is not _empty:
                arguments[name] = param.default
            elif param.kind == _VAR_POSITIONAL:
                arguments[name] = ()
            elif param.kind == _VAR_KEYWORD:
                arguments[name] = {}
        self.arguments = arguments

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        inner = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return f"<{type(self).__name__} ({inner})>"


# --- Signature ------------------------------------------------------------------------------

class Signature:
    """The parameters and return annotation of a callable (immutable)."""

    __slots__ = ("_return_annotation", "_parameters")

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty,
                 __validate_parameters__=True):
        params = {}
        if parameters is not None:
            if __validate_parameters__:
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind = param.kind
                    if kind < top_kind:
                        raise ValueError(f"wrong parameter order: {top_kind.description} "
                                         f"parameter before {kind.description} parameter")
                    if kind > top_kind:
                        top_kind = kind
                    if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                        if param.default is _empty:
                            if seen_default:
                                raise ValueError("non-default argument follows default "
                                                 "argument")
                        else:
                            seen_default = True
                    if param.name in params:
                        raise ValueError(f"duplicate parameter name: {param.name!r}")
                    params[param.name] = param
            else:
                params = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(_OrderedDict(params))
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None,
                      eval_str=False):
        return _signature_of(obj, follow_wrapped, cls)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self._parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def __hash__(self):
        keyword_only = frozenset(p for p in self._parameters.values()
                                 if p.kind == _KEYWORD_ONLY)
        others = tuple(p for p in self._parameters.values() if p.kind != _KEYWORD_ONLY)
        return hash((others, keyword_only, self._return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._key() == other._key()

    def _key(self):
        keyword_only = {p.name: p for p in self._parameters.values()
                        if p.kind == _KEYWORD_ONLY}
        others = tuple(p for p in self._parameters.values() if p.kind != _KEYWORD_ONLY)
        return others, keyword_only, self._return_annotation

    def _bind(self, args, kwargs, partial):
        kwargs = dict(kwargs)
        arguments = {}
        position = 0
        var_keyword = None
        for param in self._parameters.values():
            name = param.name
            kind = param.kind
            if kind == _VAR_POSITIONAL:
                if position < len(args):
                    arguments[name] = tuple(args[position:])
                    position = len(args)
                continue
            if kind == _VAR_KEYWORD:
                var_keyword = param
                continue
            if position < len(args):
                if kind == _KEYWORD_ONLY:
                    raise TypeError("too many positional arguments")
                if kind == _POSITIONAL_OR_KEYWORD and name in kwargs:
                    raise TypeError(f"multiple values for argument {name!r}")
                arguments[name] = args[position]
                position += 1
            elif name in kwargs:
                if kind == _POSITIONAL_ONLY:
                    raise TypeError(f"{name!r} parameter is positional only, but was passed "
                                    f"as a keyword")
                arguments[name] = kwargs.pop(name)
            elif not partial and param.default is _empty:
                raise TypeError(f"missing a required argument: {name!r}")
        if position < len(args):
            raise TypeError("too many positional arguments")
        if kwargs:
            if var_keyword is None:
                raise TypeError(f"got an unexpected keyword argument {next(iter(kwargs))!r}")
            arguments[var_keyword.name] = kwargs
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        """BoundArguments for a call with these arguments; TypeError if they do not bind."""
        return self._bind(args, kwargs, False)

    def bind_partial(self, /, *args, **kwargs):
        """Like bind(), but required arguments may be missing."""
        return self._bind(args, kwargs, True)

    def __str__(self):
        parts = []
        pending_slash = False
        star_needed = True
        for param in self._parameters.values():
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                pending_slash = True
            elif pending_slash:
                parts.append("/")
                pending_slash = False
            if kind == _VAR_POSITIONAL:
                star_needed = False
            elif kind == _KEYWORD_ONLY and star_needed:
                parts.append("*")
                star_needed = False
            parts.append(str(param))
        if pending_slash:
            parts.append("/")
        text = "(" + ", ".join(parts) + ")"
        if self._return_annotation is not _empty:
            text += " -> " + formatannotation(self._return_annotation)
        return text

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of a callable: a guest function, method or class, a tool, or a builtin
    whose signature CPython knows (ValueError when there is none, TypeError when obj is not
    callable)."""
    return _signature_of(obj, follow_wrapped, Signature)


def _signature_of(obj, follow_wrapped, cls):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if ismethod(obj):
        return _without_first(_signature_of(obj.__func__, follow_wrapped, cls))
    if follow_wrapped:
        obj = unwrap(obj)
        if ismethod(obj):
            return _signature_of(obj, follow_wrapped, cls)
    how, what, drop_first = _target(obj, _empty)
    if how == "function":
        sig = _from_function(what, cls)
        return _without_first(sig) if drop_first else sig
    params, return_annotation = what
    return cls([Parameter(name, kind, default=default, annotation=annotation)
                for name, kind, default, annotation in params],
               return_annotation=return_annotation)


def _from_function(fn, cls):
    annotations = fn.__annotations__
    params = [Parameter(name, kind, default=default,
                        annotation=annotations.get(name, _empty))
              for name, kind, default in _parameters(fn, _empty)]
    return cls(params, return_annotation=annotations.get("return", _empty),
               __validate_parameters__=False)


def _without_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind == _VAR_POSITIONAL:
        return sig  # *args takes the bound object, and stays
    return sig.replace(parameters=params[1:])
