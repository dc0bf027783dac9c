from abc import ABC, abstractmethod
import hashlib
import json

class StorageError(Exception):
    """Base class of storage failures."""

class NotFound(StorageError, KeyError):
    def __str__(self):
        return f"object {self.args[0]!r} not found"

class Storage(ABC):
    registry: dict[str, type] = {}

    def __init_subclass__(cls, scheme=None, **kw):
        super().__init_subclass__(**kw)
        if scheme:
            Storage.registry[scheme] = cls

    @abstractmethod
    def put(self, key: str, data: bytes) -> str: ...

    @abstractmethod
    def get(self, key: str) -> bytes: ...

    @property
    @abstractmethod
    def name(self) -> str: ...

    def put_json(self, key, obj):
        return self.put(key, json.dumps(obj, sort_keys=True).encode())

    def get_json(self, key):
        return json.loads(self.get(key))

class MemoryStorage(Storage, scheme="mem"):
    def __init__(self):
        self._d = {}

    def put(self, key, data):
        self._d[key] = bytes(data)
        return hashlib.sha256(data).hexdigest()[:12]

    def get(self, key):
        try:
            return self._d[key]
        except KeyError:
            raise NotFound(key) from None

    @property
    def name(self):
        return "memory"

class ContentAddressed(MemoryStorage, scheme="cas"):
    def put(self, key, data):
        digest = hashlib.blake2b(data, digest_size=8).hexdigest()
        super().put(digest, data)
        self._d.setdefault("__aliases__", {})
        return digest

    @property
    def name(self):
        return "cas:" + super().name

class Broken(Storage):
    def put(self, key, data):
        return ""

try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
try:
    Storage()
except TypeError as e:
    print("TypeError:", e)
print(sorted(Storage.registry), Storage.registry["cas"].__mro__[1].__name__)
for scheme in ("mem", "cas"):
    s = Storage.registry[scheme]()
    ref = s.put_json("cfg", {"b": 2, "a": [1, 2]})
    print(s.name, ref, isinstance(s, Storage), issubclass(type(s), MemoryStorage))
    key = ref if scheme == "cas" else "cfg"
    print("  ", s.get_json(key))
    try:
        s.get("missing")
    except KeyError as e:
        print("   KeyError caught:", e, "|", isinstance(e, StorageError), repr(e))
print(hashlib.md5(b"x").hexdigest(), hashlib.sha1(b"x").hexdigest()[:8], hashlib.sha3_256(b"x").hexdigest()[:8])
h = hashlib.sha256()
for chunk in (b"hello ", b"world"):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"hello world").hexdigest(), h.name, h.digest_size, h.block_size)
print(hashlib.shake_128(b"x").hexdigest(5), hashlib.blake2s(b"x", key=b"k", digest_size=4).hexdigest())
