"""Guest enum's global_enum and its repr/str helpers, CPython 3.11's, as guest code: the
members go into the main program's namespace (``_export_members``, a host helper that writes
nowhere else), the repr/str functions set on the class are guest functions."""


def _is_single_bit(num):
    """
    True if only one bit set in num (should be an int)
    """
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def global_enum_repr(self):
    """
    use module.enum_name instead of class.enum_name

    the module is the last module in case of a multi-module name
    """
    module = self.__class__.__module__.split('.')[-1]
    return f'{module}.{self._name_}'


def global_flag_repr(self):
    """
    use module.flag_name instead of class.flag_name

    the module is the last module in case of a multi-module name
    """
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return f"{module}.{cls_name}({self._value_!r})"
    if _is_single_bit(self):
        return f'{module}.{self._name_}'
    if self._boundary_ is not _KEEP:
        return '|'.join([f'{module}.{name}' for name in self.name.split('|')])
    name = []
    for n in self._name_.split('|'):
        if n[0].isdigit():
            name.append(n)
        else:
            name.append(f'{module}.{n}')
    return '|'.join(name)


def global_str(self):
    """
    use enum_name instead of class.enum_name
    """
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return f"{cls_name}({self._value_!r})"
    return self._name_


def global_enum(cls, update_str=False):
    """
    decorator that makes the repr() of an enum member reference its module
    instead of its class; also exports all members to the enum's module's
    global namespace
    """
    _check_exportable(cls)
    if issubclass(cls, _Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, _ReprEnum) or update_str:
        cls.__str__ = global_str
    _export_members(cls)
    return cls
