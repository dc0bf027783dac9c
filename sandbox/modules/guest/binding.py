"""Argument binding for generated methods of guest-source modules (dataclasses'
``__init__``, namedtuple's ``__new__``): prepended to their source.

``_bind(qualname, spec, args, kwargs)`` returns the parameter values of a function
``name(self, *std, *, *kwo)`` called with ``args``/``kwargs``, in parameter order, with CPython's
checks in CPython's order and its exact TypeError messages; ``spec`` is ``(self_name, std, kwo,
index, defaults, n_defaults)``: the first parameter's name, the positional-or-keyword and the
keyword-only names, ``{name: position}``, ``{name: default}`` and how many of ``std`` have one.
``_check_name_chars(what, names)`` bounds the characters of all field names of one class.
``_no_self(qualname, spec, n_required, kwargs)`` raises CPython's error for such a function
(written ``(*args, **kwargs)``, see ``_show_defaults``) called without its first argument.
"""

_UNSET = object()


def _check_name_chars(what, names):
    # The reprs, docs and signatures built from field names are C string operations the
    # sandbox does not size before they run: the names are bounded in all (_MAX_NAME_CHARS,
    # given by the host; THREAT_MODEL.md, "Compilation by the stdlib").
    chars = 0
    for name in names:
        if type(name) is str:
            chars += len(name)
    if chars > _MAX_NAME_CHARS:
        raise ValueError(f"{what} field names have {chars} characters; the sandbox allows "
                         f"at most {_MAX_NAME_CHARS}")


def _missing_message(qualname, names, kind):
    quoted = [f"'{n}'" for n in names]
    if len(quoted) == 1:
        listed = quoted[0]
    elif len(quoted) == 2:
        listed = f"{quoted[0]} and {quoted[1]}"
    else:
        listed = ", ".join(quoted[:-1]) + f", and {quoted[-1]}"
    plural = "s" if len(names) != 1 else ""
    return f"{qualname}() missing {len(names)} required {kind} argument{plural}: {listed}"


def _no_self(qualname, spec, n_required, kwargs):
    self_name, std, kwo, index = spec[:4]
    for key in kwargs:
        if key not in index:
            raise TypeError(f"{qualname}() got an unexpected keyword argument '{key}'")
    missing = [self_name] + [name for name in std[:n_required] if name not in kwargs]
    raise TypeError(_missing_message(qualname, missing, 'positional'))


def _bind(qualname, spec, args, kwargs):
    """The parameter values of ``__init__(self, *std, *, *kwo)`` in parameter order, bound
    as CPython binds a call (same checks, order and messages)."""
    self_name, std, kwo, index, defaults, n_defaults = spec
    n = len(std)
    given = len(args)
    values = list(args[:n])
    values.extend([_UNSET] * (n - len(values) + len(kwo)))
    for key, value in kwargs.items():
        i = index.get(key)
        if i is None:
            if key == self_name:
                raise TypeError(f"{qualname}() got multiple values for argument '{key}'")
            raise TypeError(f"{qualname}() got an unexpected keyword argument '{key}'")
        if values[i] is not _UNSET:
            raise TypeError(f"{qualname}() got multiple values for argument '{key}'")
        values[i] = value
    if given > n:
        argcount = n + 1
        kwonly_given = sum(1 for v in values[n:] if v is not _UNSET)
        if n_defaults:
            sig = f"from {argcount - n_defaults} to {argcount}"
            plural = True
        else:
            sig = str(argcount)
            plural = argcount != 1
        kwonly_sig = ""
        if kwonly_given:
            kwonly_sig = (f" positional argument{'s' if given + 1 != 1 else ''} (and "
                          f"{kwonly_given} keyword-only argument"
                          f"{'s' if kwonly_given != 1 else ''})")
        verb = "was" if given + 1 == 1 and not kwonly_given else "were"
        raise TypeError(f"{qualname}() takes {sig} positional argument"
                        f"{'s' if plural else ''} but {given + 1}{kwonly_sig} {verb} given")
    first_default = n - n_defaults
    missing = [std[i] for i in range(given, first_default) if values[i] is _UNSET]
    if missing:
        raise TypeError(_missing_message(qualname, missing, "positional"))
    for i in range(max(given, first_default), n):
        if values[i] is _UNSET:
            values[i] = defaults[std[i]]
    missing = []
    for i in range(len(kwo)):
        if values[n + i] is _UNSET:
            name = kwo[i]
            if name in defaults:
                values[n + i] = defaults[name]
            else:
                missing.append(name)
    if missing:
        raise TypeError(_missing_message(qualname, missing, "keyword-only"))
    return values
