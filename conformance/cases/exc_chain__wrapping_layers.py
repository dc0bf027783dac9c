class StorageError(Exception):
    pass

class ServiceError(Exception):
    pass

def storage_read(key):
    data = {"a": "1", "b": "x"}
    try:
        return int(data[key])
    except KeyError as e:
        raise StorageError(f"no key {key}") from e
    except ValueError as e:
        raise StorageError(f"corrupt value for {key}") from e

def service_get(key):
    try:
        return storage_read(key)
    except StorageError as e:
        raise ServiceError("lookup failed") from e

for key in ["a", "b", "c"]:
    try:
        print(key, service_get(key))
    except ServiceError as e:
        chain = []
        cur = e
        while cur is not None:
            chain.append(f"{type(cur).__name__}({cur})")
            cur = cur.__cause__ or cur.__context__
        print(key, " <- ".join(chain))
try:
    try:
        raise ValueError("first")
    except ValueError as e:
        raise TypeError("second") from e
except TypeError as t:
    print(t.__cause__ is t.__context__, t.__suppress_context__)
e = RuntimeError("manual")
e.__cause__ = KeyError("k")
print(repr(e.__cause__), e.__suppress_context__)
service_get("c")
