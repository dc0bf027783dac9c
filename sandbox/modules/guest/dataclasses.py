"""dataclasses, written in guest Python and run by the sandbox's own evaluator.

Every method this module puts into a class is a guest function made here (a closure over the
class's field list), so it runs under the access gate and the run's limits like any other
guest code; nothing is generated with ``exec``. Behaviour follows CPython 3.11's dataclasses:
the same checks in the same order, the same error messages, reprs and ``__doc__`` signatures.

Host primitives given by sandbox/modules/dataclassmods.py: ``_FIELD``, ``_FIELD_CLASSVAR`` and
``_FIELD_INITVAR`` (the host module's markers, so host code such as pprint understands guest
dataclasses), ``_main_global(module, name)`` (a name of the guest's ``__main__``, for string
annotations) and ``_getattrs``/``_setattrs``/``_object_setattrs`` (getattr, setattr and
object.__setattr__ for a tuple of names at once, through the gate).
"""

import abc
import re
import types
import typing

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY',
           'MISSING', 'fields', 'asdict', 'astuple', 'make_dataclass', 'replace',
           'is_dataclass']

_KEYWORDS = frozenset("""False None True and as assert async await break class continue def
del elif else except finally for from global if import in is lambda nonlocal not or pass
raise return try while with yield""".split())


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()
_EMPTY_METADATA = types.MappingProxyType({})
_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'
_MODULE_IDENTIFIER_RE = re.compile(r'^(?:\s*(\w+)\s*\.)?\s*(\w+)')



class _Slotted:
    __slots__ = ('slot',)


_MemberDescriptorType = type(_Slotted.slot)
_GenericAlias = type(list[int])


def _copy_names(wrapper, fn):
    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    wrapper.__wrapped__ = fn
    return wrapper


def _recursive_repr(user_function):
    # "..." for a repr reached again while it runs: the objects whose repr is running, by
    # identity (guest code has one thread and no id())
    repr_running = []

    def wrapper(self):
        for running in repr_running:
            if running is self:
                return '...'
        repr_running.append(self)
        try:
            result = user_function(self)
        finally:
            for i in range(len(repr_running) - 1, -1, -1):
                if repr_running[i] is self:
                    del repr_running[i]
                    break
        return result
    return _copy_names(wrapper, user_function)


class InitVar:
    __slots__ = ('type', )

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init',
                 'compare', 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata,
                 kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA if metadata is None
                         else types.MappingProxyType(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


Field.__repr__ = _recursive_repr(Field.__repr__)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields.

    default is the default value of the field.  default_factory is a
    0-argument function called to initialize a field's value.  If init
    is true, the field will be a parameter to the class's __init__()
    function.  If repr is true, the field will be included in the
    object's repr().  If hash is true, the field will be included in the
    object's hash().  If compare is true, the field will be used in
    comparison functions.  metadata, if specified, must be a mapping
    which is stored but not otherwise examined by dataclass.  If kw_only
    is true, the field will become a keyword-only parameter to
    __init__().

    It is an error to specify both default and default_factory.
    """
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# (_bind, the argument binding of the generated __init__, is in guest/binding.py)


def _param_default(f):
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return _HAS_DEFAULT_FACTORY
    return _UNSET


def _init_fn(fields, std_fields, kw_only_fields, frozen, has_post_init, self_name, slots):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')
    std = tuple(f.name for f in std_fields)
    kwo = tuple(f.name for f in kw_only_fields)
    index = {name: i for i, name in enumerate(std + kwo)}
    defaults = {}
    for f in std_fields + kw_only_fields:
        value = _param_default(f)
        if value is not _UNSET:
            defaults[f.name] = value
    n_defaults = sum(1 for name in std if name in defaults)
    spec = (self_name, std, kwo, index, defaults, n_defaults)
    n_required = len(std) - n_defaults
    # the defaults a call with only enough positional arguments leaves to fill, if no
    # keyword-only parameter is required
    tail = None
    if all(name in defaults for name in kwo):
        tail = tuple(defaults[name] for name in std[n_required:] + kwo)
    # what the body does, field by field: (name, parameter index, factory, constant)
    steps = []
    simple = True
    for f in fields:
        if f._field_type is _FIELD_INITVAR:
            continue
        if f.default_factory is not MISSING:
            simple = False
            steps.append((f.name, index[f.name] if f.init else None, f.default_factory,
                          _UNSET))
        elif f.init:
            steps.append((f.name, index[f.name], None, _UNSET))
        elif slots and f.default is not MISSING:
            simple = False
            steps.append((f.name, None, None, f.default))
    names = tuple(s[0] for s in steps)
    if simple and names != (std + kwo)[:len(names)]:
        simple = False
    initvars = tuple(index[f.name] for f in fields if f._field_type is _FIELD_INITVAR)
    assign = object.__setattr__ if frozen else setattr
    assign_all = _object_setattrs if frozen else _setattrs

    # (*args: the instance is args[0], so that the defaults it shows, as CPython's generated
    # __init__ does, take no part in binding: see _show_defaults)
    def __init__(*args, **kwargs):
        if not args:
            if self_name not in kwargs:
                _no_self(__init__.__qualname__, spec, n_required, kwargs)
            args = (kwargs.pop(self_name),)
        self = args[0]
        given = len(args) - 1
        if kwargs or tail is None or not n_required <= given <= len(std):
            values = _bind(__init__.__qualname__, spec, args[1:], kwargs)
        else:
            values = args[1:] + tail[given - n_required:]
        if simple:
            assign_all(self, names, values)
        else:
            for name, i, factory, constant in steps:
                if i is None:
                    value = constant if factory is None else factory()
                else:
                    value = values[i]
                    if factory is not None and value is _HAS_DEFAULT_FACTORY:
                        value = factory()
                assign(self, name, value)
        if has_post_init:
            self.__post_init__(*[values[i] for i in initvars])
    _INIT_SIGNATURES[__init__] = _signature_text(std_fields, kw_only_fields)
    # what CPython's generated __init__ shows: the defaults of the positional parameters, the
    # keyword-only ones', and each parameter's field type (inspect.signature reads them)
    _show_defaults(__init__, tuple(defaults[name] for name in std if name in defaults),
                   {name: defaults[name] for name in kwo if name in defaults} or None)
    annotations = {f.name: f.type for f in std_fields + kw_only_fields}
    annotations['return'] = None
    __init__.__annotations__ = annotations
    return __init__


#: The text inspect.signature() gives for each generated __init__ (for the class __doc__).
_INIT_SIGNATURES = {}


def _format_annotation(annotation):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, _GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        text = repr(annotation)  # "<class 'module.qualname'>", builtins without a module
        if text.startswith("<class '") and text.endswith("'>"):
            return text[8:-2]
        module = getattr(annotation, '__module__', None)  # refused on a sandbox class
        if module in ('builtins', None):
            return annotation.__qualname__
        return module + '.' + annotation.__qualname__
    return repr(annotation)


def _signature_text(std_fields, kw_only_fields):
    parts = []
    for group in (std_fields, kw_only_fields):
        if group is kw_only_fields and kw_only_fields:
            parts.append('*')
        for f in group:
            text = f'{f.name}: {_format_annotation(f.type)}'
            default = _param_default(f)
            if default is not _UNSET:
                text += f' = {default!r}'
            parts.append(text)
    return '(' + ', '.join(parts) + ')'


def _doc_signature(cls):
    for base in cls.__mro__:
        if base is object:
            break
        if '__init__' in vars(base):
            return _INIT_SIGNATURES.get(vars(base)['__init__'], '(...)')
    return '()'


# --- the other generated methods --------------------------------------------------------------

def _repr_fn(fields):
    names = tuple(f.name for f in fields)
    # "(a=%r, b=%r)" filled with the values in one % (names are data: any % in them doubled)
    template = '(' + ', '.join([name.replace('%', '%%') + '=%r' for name in names]) + ')'
    repr_running = []  # the objects whose repr is running (see _recursive_repr)

    def __create_fn__():
        def __repr__(self):
            return self.__class__.__qualname__ + template % _getattrs(self, names)
        __repr__.__qualname__ = '__create_fn__.<locals>.__repr__'  # as CPython's (pprint)
        return __repr__

    def __repr__(self):
        # _recursive_repr(__create_fn__()) in one guest call instead of two
        for running in repr_running:
            if running is self:
                return '...'
        repr_running.append(self)
        try:
            return self.__class__.__qualname__ + template % _getattrs(self, names)
        finally:
            repr_running.pop()
    return _copy_names(__repr__, __create_fn__())


def _frozen_get_del_attr(cls, fields):
    field_names = tuple(f.name for f in fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in field_names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)
    return __setattr__, __delattr__


def _eq_fn(fields):
    names = tuple(f.name for f in fields)

    def __eq__(self, other):
        if type(other) is type(self):
            return _getattrs(self, names) == _getattrs(other, names)
        return NotImplemented
    return __eq__


def _order_fns(fields):
    names = tuple(f.name for f in fields)

    def __lt__(self, other):
        if type(other) is type(self):
            return _getattrs(self, names) < _getattrs(other, names)
        return NotImplemented

    def __le__(self, other):
        if type(other) is type(self):
            return _getattrs(self, names) <= _getattrs(other, names)
        return NotImplemented

    def __gt__(self, other):
        if type(other) is type(self):
            return _getattrs(self, names) > _getattrs(other, names)
        return NotImplemented

    def __ge__(self, other):
        if type(other) is type(self):
            return _getattrs(self, names) >= _getattrs(other, names)
        return NotImplemented
    return [('__lt__', __lt__), ('__le__', __le__), ('__gt__', __gt__), ('__ge__', __ge__)]


def _hash_fn(fields):
    names = tuple(f.name for f in fields)

    def __hash__(self):
        return hash(_getattrs(self, names))
    return __hash__


# --- class processing ---------------------------------------------------------------------------

def _is_classvar(a_type):
    return a_type is typing.ClassVar or typing.get_origin(a_type) is typing.ClassVar


def _is_initvar(a_type):
    return a_type is InitVar or type(a_type) is InitVar


def _is_kw_only(a_type):
    return a_type is KW_ONLY


def _module_named(value, name):
    return type(value) is type(typing) and value.__name__ == name


def _is_type(annotation, cls, module_name, is_type_predicate):
    # A string annotation "X[...]" or "module.X[...]" names the marker in the class's module,
    # or in the module ``module_name`` ("typing" or "dataclasses") it imported.
    match = _MODULE_IDENTIFIER_RE.match(annotation)
    if match:
        prefix, name = match.group(1), match.group(2)
        if not prefix:
            value = _main_global(cls.__module__, name)
        elif _module_named(_main_global(cls.__module__, prefix), module_name):
            value = getattr(typing, name, None) if module_name == 'typing' else \
                {'InitVar': InitVar, 'KW_ONLY': KW_ONLY}.get(name)
        else:
            return False
        if is_type_predicate(value):
            return True
    return False


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if default is MISSING:  # a name the gate never reads (__globals__): the class body's value
        default = cls.__dict__.get(a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, _MemberDescriptorType):
            default = MISSING
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if (_is_classvar(a_type)
            or (isinstance(f.type, str)
                and _is_type(f.type, cls, 'typing', _is_classvar))):
        f._field_type = _FIELD_CLASSVAR
    if f._field_type is _FIELD:
        if (_is_initvar(a_type)
                or (isinstance(f.type, str)
                    and _is_type(f.type, cls, 'dataclasses', _is_initvar))):
            f._field_type = _FIELD_INITVAR
    if f._field_type is _FIELD_CLASSVAR or f._field_type is _FIELD_INITVAR:
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR:
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and type(f.default).__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field '
                         f'{f.name} is not allowed: use default_factory')
    return f


def _set_qualname(cls, value):
    if type(value) is type(_set_qualname):
        value.__qualname__ = f"{cls.__qualname__}.{value.__name__}"
    return value


def _set_new_attribute(cls, name, value):
    if name in vars(cls):
        return True
    _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


def _hash_add(cls, fields):
    flds = [f for f in fields if (f.compare if f.hash is None else f.hash)]
    return _set_qualname(cls, _hash_fn(flds))


def _hash_action(cls, fields, unsafe_hash, eq, frozen, has_explicit_hash):
    # CPython's table of what to do with __hash__, as a decision
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        return True, _hash_add(cls, fields)
    if has_explicit_hash or not eq:
        return False, None
    if frozen:
        return True, _hash_add(cls, fields)
    return True, None


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                   slots, weakref_slot):
    fields = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True
    cls_annotations = vars(cls).get('__annotations__', {})
    cls_fields = []
    KW_ONLY_seen = False
    for name, type_ in cls_annotations.items():
        if (_is_kw_only(type_)
                or (isinstance(type_, str)
                    and _is_type(type_, cls, 'dataclasses', _is_kw_only))):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type_, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in vars(cls).items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    setattr(cls, _FIELDS, fields)
    _check_name_chars(f'dataclass {cls.__name__!r}', fields)
    class_hash = vars(cls).get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and '__eq__' in vars(cls)))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    all_init_fields = [f for f in fields.values()
                       if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_init_fields = [f for f in all_init_fields if f.init and not f.kw_only]
    kw_only_init_fields = [f for f in all_init_fields if f.init and f.kw_only]
    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, '__init__', _init_fn(
            all_init_fields, std_init_fields, kw_only_init_fields, frozen, has_post_init,
            '__dataclass_self__' if 'self' in fields else 'self', slots))
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f for f in field_list if f.repr]))
    compared = [f for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, '__eq__', _eq_fn(compared))
    if order:
        for name, fn in _order_fns(compared):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} '
                                f'in class {cls.__name__}. Consider using '
                                'functools.total_ordering')
    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} '
                                f'in class {cls.__name__}')
    change, value = _hash_action(cls, field_list, bool(unsafe_hash), bool(eq), bool(frozen),
                                 has_explicit_hash)
    if change:
        cls.__hash__ = value
    if not getattr(cls, '__doc__'):
        cls.__doc__ = cls.__name__ + _doc_signature(cls)
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))
    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    abc.update_abstractmethods(cls)
    return cls


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for field_, value in zip(fields(self), state):
        object.__setattr__(self, field_.name, value)


def _get_slots(cls):
    try:
        slots = vars(cls).get('__slots__')
    except TypeError:  # a host base (abc.ABC): vars() shows guest classes only
        slots = getattr(cls, '__slots__', None)
    if slots is None:
        return []
    if isinstance(slots, str):
        return [slots]
    if not hasattr(slots, '__next__'):
        return list(slots)
    raise TypeError(f"Slots of '{cls.__name__}' cannot be determined")


def _add_slots(cls, is_frozen, weakref_slot):
    if '__slots__' in vars(cls):
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict = dict(vars(cls))
    field_names = tuple(f.name for f in fields(cls))
    inherited_slots = set()
    for base in cls.__mro__[1:-1]:
        inherited_slots.update(_get_slots(base))
    cls_dict["__slots__"] = tuple(
        name for name in field_names + (('__weakref__',) if weakref_slot else ())
        if name not in inherited_slots)
    for field_name in field_names:
        cls_dict.pop(field_name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = getattr(cls, '__qualname__', None)
    if is_frozen:  # in the new namespace (CPython sets them on the new class: the same)
        if '__getstate__' not in cls_dict:
            cls_dict['__getstate__'] = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls_dict['__setstate__'] = _dataclass_setstate
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class.

    Examines PEP 526 __annotations__ to determine fields.

    If init is true, an __init__() method is added to the class. If repr
    is true, a __repr__() method is added. If order is true, rich
    comparison dunder methods are added. If unsafe_hash is true, a
    __hash__() method is added. If frozen is true, fields may not be
    assigned to after instance creation. If match_args is true, the
    __match_args__ tuple is added. If kw_only is true, then by default
    all fields are keyword-only. If slots is true, a new class with a
    __slots__ attribute is returned.
    """
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args,
                              kw_only, slots, weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


# fields, asdict, astuple, make_dataclass, replace, is_dataclass: guest/dataclasses_functions.py
