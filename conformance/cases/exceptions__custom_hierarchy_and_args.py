class ServiceError(Exception):
    def __init__(self, message, code=500):
        super().__init__(message, code)
        self.message = message
        self.code = code

    def __str__(self):
        return f"[{self.code}] {self.message}"

class NotFound(ServiceError):
    def __init__(self, resource):
        super().__init__(f"{resource} not found", 404)
        self.resource = resource

class RateLimited(ServiceError):
    pass

def call(kind):
    if kind == "missing":
        raise NotFound("user/7")
    if kind == "slow":
        raise RateLimited("slow down", 429)
    if kind == "plain":
        raise ServiceError("boom")
    return "ok"

for kind in ["ok", "missing", "slow", "plain"]:
    try:
        print(call(kind))
    except NotFound as e:
        print("not found:", e.resource, e.args, str(e))
    except ServiceError as e:
        print(type(e).__name__, e.code, e, repr(e))
print(issubclass(NotFound, Exception), NotFound.__mro__[1].__name__)
e = KeyError("k")
print(str(e), repr(e), e.args, str(KeyError()), str(OSError(2, "No such file")))
print(repr(ValueError("a", 1)), str(ValueError("a", 1)))
raise NotFound("order/1")
