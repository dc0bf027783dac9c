# Custom exceptions that call their builtin base's dunders directly, as models write them.
class ApiError(Exception):
    def __init__(self, message, status=500):
        Exception.__init__(self, message)
        self.status = status

    def __str__(self):
        return f"[{self.status}] " + Exception.__str__(self)


class NotFound(ApiError, LookupError):
    def __init__(self, what):
        ApiError.__init__(self, f"{what} not found", 404)


class Quiet(ValueError):
    def __init__(self, *args):
        ValueError.__init__(self, *args)

    def __repr__(self):
        return "Quiet!" + ValueError.__repr__(self)


class Missing(KeyError):
    def __str__(self):
        return "missing " + KeyError.__str__(self)


for exc in (ApiError("boom"), NotFound("user"), Quiet(1, 2), Missing("k")):
    print(type(exc).__name__, exc.args, str(exc), repr(exc))
try:
    raise NotFound("order")
except LookupError as e:
    print("caught", e, e.status, isinstance(e, ApiError))
print(BaseException.__str__(ValueError("v")), Exception.__repr__(KeyError("k")))
try:
    Exception.__init__(42, "x")
except TypeError as e:
    print("TypeError", e)
