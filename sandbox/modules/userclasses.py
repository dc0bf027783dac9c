"""``collections.UserDict``, ``UserList`` and ``UserString``, written in guest Python.

They are classes guest code derives from and overrides (``__setitem__``, ``__missing__``...),
so they are guest classes: :data:`SOURCE` is compiled and run by the sandbox itself when
``collections`` is first imported in a session (:func:`user_classes`), with every limit and
the gate applying to it as to the guest's own code. Behaviour follows CPython's (the data
lives in ``.data``; results of the subclass's type; ``__missing__``; ``|``; ``copy``), and
so do their bases: the session's own ``collections.abc.MutableMapping``,
``MutableSequence`` and ``Sequence`` (guest classes too), whose mixin methods (``get``,
``update``, ``keys()``...) they inherit as in CPython.
"""

from __future__ import annotations

from typing import Any

SOURCE = '''
def _sequence_iter(seq):
    i = 0
    try:
        while True:
            v = seq[i]
            yield v
            i += 1
    except IndexError:
        return


class UserDict(_MutableMapping):
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, "__missing__"):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(self.data | other.data)
        if isinstance(other, dict):
            return self.__class__(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return self.__class__(other.data | self.data)
        if isinstance(other, dict):
            return self.__class__(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"].copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        data = self.data
        try:
            self.data = {}
            c = copy.copy(self)
        finally:
            self.data = data
        c.update(self)
        return c

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList(_MutableSequence):
    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return _sequence_iter(self)

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return self.__class__(self.data + other.data)
        if isinstance(other, type(self.data)):
            return self.__class__(self.data + other)
        return self.__class__(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return self.__class__(other.data + self.data)
        if isinstance(other, type(self.data)):
            return self.__class__(other + self.data)
        return self.__class__(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        elif isinstance(other, type(self.data)):
            self.data += other
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__["data"] = self.__dict__["data"][:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString(_Sequence):
    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def _cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, string):
        return self.data == self._cast(string)

    def __lt__(self, string):
        return self.data < self._cast(string)

    def __le__(self, string):
        return self.data <= self._cast(string)

    def __gt__(self, string):
        return self.data > self._cast(string)

    def __ge__(self, string):
        return self.data >= self._cast(string)

    def __contains__(self, char):
        return self._cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return _sequence_iter(self)

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        if isinstance(other, str):
            return self.__class__(self.data + other)
        return self.__class__(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return self.__class__(other + self.data)
        return self.__class__(str(other) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)


def _text_method(name):
    def method(self, *args, **kwargs):
        args = [a.data if isinstance(a, UserString) else a for a in args]
        return self.__class__(getattr(self.data, name)(*args, **kwargs))
    method.__name__ = method.__qualname__ = name
    return method


def _value_method(name):
    def method(self, *args, **kwargs):
        args = [a.data if isinstance(a, UserString) else a for a in args]
        return getattr(self.data, name)(*args, **kwargs)
    method.__name__ = method.__qualname__ = name
    return method


for _name in ["capitalize", "casefold", "center", "expandtabs", "ljust", "lower", "lstrip",
              "removeprefix", "removesuffix", "replace", "rjust",
              "rstrip", "strip", "swapcase", "title", "translate", "upper", "zfill"]:
    setattr(UserString, _name, _text_method(_name))
for _name in ["count", "encode", "endswith", "find", "format", "format_map", "index",
              "isalnum", "isalpha",
              "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric",
              "isprintable", "isspace", "istitle", "isupper", "join", "partition", "rfind",
              "rindex", "rpartition", "rsplit", "split", "splitlines", "startswith"]:
    setattr(UserString, _name, _value_method(_name))
UserString.maketrans = str.maketrans

__all__ = ["UserDict", "UserList", "UserString"]
'''


def user_classes(env: Any, abcs: dict[str, Any]) -> dict[str, Any]:
    """The session's ``UserDict``, ``UserList`` and ``UserString`` (SOURCE run as guest code
    of module ``collections``), over the session's ABCs ``abcs`` (``collections.abc``'s)."""
    # run by the importer building this module (while a state is imported that is the new
    # one, not yet ``session.importer``): it keeps the source's globals pointed at each run
    bases = {"_MutableMapping": abcs["MutableMapping"],
             "_MutableSequence": abcs["MutableSequence"], "_Sequence": abcs["Sequence"]}
    return env.run_source("collections", SOURCE, bases)  # type: ignore[no-any-return]
