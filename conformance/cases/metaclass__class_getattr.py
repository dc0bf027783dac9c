# A class-level __getattr__ (on the metaclass) answers missing class attributes only.
class Lazy(type):
    def __getattr__(cls, name):
        if name.startswith("get_"):
            return f"computed {name[4:]} for {cls.__name__}"
        raise AttributeError(f"type object {cls.__name__!r} has no attribute {name!r}")


class Api(metaclass=Lazy):
    version = 2


print(Api.version, Api.get_users, getattr(Api, "get_orders"))
print(hasattr(Api, "get_x"), hasattr(Api, "missing"), getattr(Api, "nope", "default"))
a = Api()
try:
    a.get_users
except AttributeError as e:
    print("instance:", type(e).__name__)
Api.missing
