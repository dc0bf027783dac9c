"""functools.partialmethod, written in guest Python for the sandbox: a descriptor that binds
like the callable it wraps (a function to the instance, a classmethod to the class, a
staticmethod to nothing) and then calls it with the stored arguments first.

Helpers given by the functools module: ``_is_descriptor(f)`` (f binds: a guest function, a
classmethod, a staticmethod or a guest object whose class defines ``__get__``), ``_bind(f,
obj, cls)`` (what ``f.__get__(obj, cls)`` returns, for those kinds only) and ``partial``."""

__all__ = ["partialmethod"]


class partialmethod:
    """Method descriptor with partial application of the given arguments
    and keywords.

    Supports wrapping existing descriptors and handles non-descriptor
    callables as instance methods.
    """

    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not _is_descriptor(func):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):  # flatten: one level of stored arguments
            self.func = func.func
            self.args = func.args + args
            self.keywords = {**func.keywords, **keywords}
        else:
            self.func = func
            self.args = args
            self.keywords = keywords

    def __repr__(self):
        shown = [repr(self.func)]
        if self.args:
            shown.append(", ".join(repr(a) for a in self.args))
        else:
            shown.append("")
        shown.append(", ".join(f"{k}={v!r}" for k, v in self.keywords.items()))
        return f"functools.{type(self).__qualname__}({', '.join(shown)})"

    def _unbound_method(self):
        owner = self

        def _method(cls_or_self, /, *args, **keywords):
            return owner.func(cls_or_self, *owner.args, *args,
                              **{**owner.keywords, **keywords})
        _method.__isabstractmethod__ = self.__isabstractmethod__
        return _method

    def __get__(self, obj, cls=None):
        func = self.func
        if _is_descriptor(func):
            bound = _bind(func, obj, cls)
            if bound is not func:  # it bound (or unwrapped): apply the arguments to that
                return partial(bound, *self.args, **self.keywords)
        return _bind(self._unbound_method(), obj, cls)

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)
