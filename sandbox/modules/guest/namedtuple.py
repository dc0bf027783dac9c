"""collections.namedtuple, written in guest Python and run by the sandbox's own evaluator.

CPython 3.11's namedtuple builds ``__new__`` with ``eval`` of text holding the field names;
here ``__new__`` is a guest closure over the field list that binds its arguments with
``_bind`` (guest/binding.py, prepended) and CPython's messages, so every method of the class
is a guest function. Host primitives: ``_tuplegetter`` (CPython's C field descriptor),
``_MAX_NAME_CHARS`` and ``_show_defaults`` (see sandbox/modules/dataclassmods.py).
"""

_KEYWORDS = frozenset("""False None True and as assert async await break class continue def
del elif else except finally for from global if import in is lambda nonlocal not or pass
raise return try while with yield""".split())


def _spec_for(field_names, index, defaults):
    field_defaults = dict(zip(field_names[len(field_names) - len(defaults):], defaults))
    return ('_cls', field_names, (), index, field_defaults, len(field_defaults))


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields.

    >>> Point = namedtuple('Point', ['x', 'y'])
    >>> Point.__doc__                   # docstring for the new class
    'Point(x, y)'
    >>> p = Point(11, y=22)             # instantiate with positional args or keywords
    >>> p[0] + p[1]                     # indexable like a plain tuple
    33
    """
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    _check_name_chars('namedtuple', field_names)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier()
                    or name in _KEYWORDS
                    or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if name in _KEYWORDS:
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(field_names),
                                                reversed(defaults)))))
    field_names = tuple(field_names)
    num_fields = len(field_names)
    arg_list = ', '.join(field_names)
    if num_fields == 1:
        arg_list += ','
    repr_fmt = '(' + ', '.join(f'{name}=%r' for name in field_names) + ')'
    tuple_new = tuple.__new__
    index = {name: i for i, name in enumerate(field_names)}
    spec = ('_cls', field_names, (), index, field_defaults, len(field_defaults))
    bound = [spec, defaults or ()]  # the binding spec, for these __defaults__

    # (*args: the class is args[0], so that the __defaults__ it shows, as CPython's does,
    # take no part in binding; a binding reads them, as CPython's __new__ does)
    def __new__(*args, **kwargs):
        if kwargs or len(args) != num_fields + 1:
            shown = __new__.__defaults__ or ()
            if shown is not bound[1]:
                bound[0] = _spec_for(field_names, index, shown)
                bound[1] = shown
            if not args:
                if '_cls' not in kwargs:
                    _no_self(__new__.__qualname__, bound[0], num_fields - bound[0][5], kwargs)
                args = (kwargs.pop('_cls'),)
            return tuple_new(args[0], _bind(__new__.__qualname__, bound[0], args[1:], kwargs))
        return tuple_new(args[0], args[1:])
    __new__.__doc__ = f'Create new instance of {typename}({arg_list})'
    _show_defaults(__new__, defaults or (), None)

    @classmethod
    def _make(cls, iterable):
        result = tuple_new(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result
    _make.__func__.__doc__ = (f'Make a new {typename} object from a sequence '
                              'or iterable')

    def _replace(self, /, **kwds):
        result = self._make(map(kwds.pop, field_names, self))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result
    _replace.__doc__ = (f'Return a new {typename} object replacing specified '
                        'fields with new values')

    def __repr__(self):
        'Return a nicely formatted representation string'
        return self.__class__.__name__ + repr_fmt % self

    def _asdict(self):
        'Return a new dict which maps field names to their values.'
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        'Return self as a plain tuple.  Used by copy and pickle.'
        return tuple(self)

    for method in (__new__, _make.__func__, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f'{typename}.{method.__name__}'
    class_namespace = {
        '__doc__': f'{typename}({arg_list})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': _make,
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
    }
    for index_, name in enumerate(field_names):
        class_namespace[name] = _tuplegetter(index_, f'Alias for field number {index_}')
    class_namespace['__module__'] = '__main__' if module is None else module
    return type(typename, (tuple,), class_namespace)


namedtuple.__module__ = 'collections'
