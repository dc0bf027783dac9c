# collections.abc for the guest, written for the sandbox: the abstract base classes as guest
# classes (metaclass abc.ABCMeta, per session), so a program derives from them and gets their
# mixin methods exactly as documented for CPython's (Mapping gives get/keys/items/values/
# __contains__/__eq__, MutableMapping adds pop/popitem/clear/update/setdefault, Sequence gives
# __iter__/__contains__/__reversed__/index/count, ...). Which host types are instances is
# CPython's own answer: each class asks the real ABC through _real_subclass (a host helper)
# for a class that is not its guest subclass, so isinstance({}, Mapping) and
# isinstance(iter([]), Iterator) are what CPython says. Subscription (Mapping[str, int]) is a
# types.GenericAlias of the guest class (_generic_alias), as CPython's is of its own.

from abc import ABCMeta, abstractmethod

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized", "Container",
           "Callable", "Collection", "Set", "MutableSet", "Mapping", "MutableMapping",
           "MappingView", "KeysView", "ItemsView", "ValuesView", "Sequence", "MutableSequence",
           "ByteString"]


_NAMES = {}  # each ABC -> its name: the class that answers for host classes


def _subclasshook(cls, C):
    # only the ABC itself answers for host classes; a program's subclass of it does not
    name = _NAMES.get(cls)
    if name is not None and _real_subclass(C, name):
        return True
    return NotImplemented


def _class_getitem(cls, params):
    # Mapping[str, int] is a generic alias of this class (so class C(Mapping[str, int])
    # derives from it); Callable's is the real ABC's, which prints its argument list as
    # CPython does
    if cls is Callable:
        return _real_alias("Callable", params)
    return _generic_alias(cls, params)


# --- one-trick ponies ---------------------------------------------------------------------------

class Hashable(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __hash__(self):
        return 0


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __await__(self):
        yield


class Coroutine(Awaitable):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ if val is None else val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()


class AsyncIterator(AsyncIterable):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    async def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class AsyncGenerator(AsyncIterator):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    async def __anext__(self):
        return await self.asend(None)

    @abstractmethod
    async def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    async def athrow(self, typ, val=None, tb=None):
        raise typ if val is None else val

    async def aclose(self):
        try:
            await self.athrow(GeneratorExit)
        except (GeneratorExit, StopAsyncIteration):
            pass
        else:
            raise RuntimeError("asynchronous generator ignored GeneratorExit")


class Iterable(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __iter__(self):
        while False:
            yield None


class Iterator(Iterable):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None


class Generator(Iterator):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ if val is None else val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")


class Sized(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __len__(self):
        return 0


class Container(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __contains__(self, x):
        return False


class Collection(Sized, Iterable, Container):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)


class Callable(metaclass=ABCMeta):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


# --- sets ---------------------------------------------------------------------------------------

class Set(Collection):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(e for s in (self, other) for e in s)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        # the hash CPython's Set._hash computes (frozenset's algorithm), as a guest's
        # __hash__ = Set._hash uses it
        mask = 2 ** 64 - 1
        h = 1927868237 * (len(self) + 1)
        h &= mask
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= mask
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= mask
        if h > 2 ** 63 - 1:
            h -= mask + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


# --- mappings -----------------------------------------------------------------------------------

class Mapping(Collection):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"


class KeysView(MappingView, Set):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


_MARKER = object()


class MutableMapping(Mapping):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MARKER):
        try:
            value = self[key]
        except KeyError:
            if default is _MARKER:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


# --- sequences ----------------------------------------------------------------------------------

class Sequence(Reversible, Collection):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class ByteString(Sequence):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)


class MutableSequence(Sequence):
    __slots__ = ()
    __module__ = "collections.abc"
    __subclasshook__ = classmethod(_subclasshook)
    __class_getitem__ = classmethod(_class_getitem)

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


for _cls in (Awaitable, Coroutine, AsyncIterable, AsyncIterator, AsyncGenerator, Hashable,
             Iterable, Iterator, Generator, Reversible, Sized, Container, Callable, Collection,
             Set, MutableSet, Mapping, MutableMapping, MappingView, KeysView, ItemsView,
             ValuesView, Sequence, MutableSequence, ByteString):
    _NAMES[_cls] = _cls.__name__
del _cls
