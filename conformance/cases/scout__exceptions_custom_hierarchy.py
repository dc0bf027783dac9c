class ServiceError(Exception):
    """Base error."""
class NotFound(ServiceError, LookupError):
    pass
class RateLimited(ServiceError):
    def __init__(self, retry_after):
        self.retry_after = retry_after
        super().__init__(f"retry after {retry_after}s")

def call(kind):
    if kind == "nf":
        raise NotFound("user 42")
    if kind == "rl":
        raise RateLimited(30)
    if kind == "os":
        raise FileNotFoundError(2, "No such file or directory", "x.txt")
    if kind == "uni":
        return b"\xff".decode("utf-8")
    return "ok"

for k in ["nf", "rl", "os", "uni", "fine"]:
    try:
        print(call(k))
    except LookupError as e:
        print("lookup:", e, type(e).__mro__[1].__name__)
    except RateLimited as e:
        print("rate:", e, e.retry_after, e.args)
    except OSError as e:
        print("os:", e, e.errno, e.strerror, e.filename)
    except UnicodeDecodeError as e:
        print("unicode:", e.reason, e.start, e.encoding)
    else:
        print("no error")
    finally:
        print("--")
print(ServiceError.__doc__, issubclass(NotFound, KeyError), repr(RateLimited(5)))
print(str(KeyError("k")), str(KeyError()), repr(ValueError("a", 1)), str(ValueError("a", 1)), str(OSError(13, "denied")))
e = StopIteration(5)
print(e.value, issubclass(RateLimited, Exception), isinstance(KeyboardInterrupt(), Exception))
raise NotFound("final")
