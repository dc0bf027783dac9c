class AppError(Exception):
    """Base for app errors."""
    code = 1
    def __init__(self, msg, *, detail=None):
        super().__init__(msg)
        self.detail = detail
    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")

class ConfigError(AppError):
    code = 10

class NetworkError(AppError):
    code = 20

class TimeoutError_(NetworkError):
    code = 21

def load(cfg):
    try:
        return int(cfg["port"])
    except KeyError as e:
        raise ConfigError("missing key", detail=e.args[0]) from e
    except ValueError as e:
        raise ConfigError("bad port") from e

def attempt(i):
    try:
        if i == 0:
            load({})
        elif i == 1:
            load({"port": "http"})
        elif i == 2:
            raise TimeoutError_("slow", detail="3s")
        elif i == 3:
            return load({"port": "8080"})
        else:
            raise RuntimeError("unexpected")
    except NetworkError as e:
        print("network:", e, type(e).__mro__[1].__name__)
    except AppError as e:
        print("app:", e, "| cause:", repr(e.__cause__))
    else:
        print("no error")
    finally:
        print(f"-- attempt {i} done")
    return None

for i in range(4):
    print("result:", attempt(i))

try:
    try:
        attempt(4)
    except RuntimeError as e:
        raise AppError("wrapped") from e
except AppError as e:
    print(repr(e), repr(e.__cause__), e.__context__ is e.__cause__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        {}["k"]
except KeyError as e:
    print("context:", repr(e.__context__), e.__suppress_context__)

e = ConfigError("x")
print(isinstance(e, AppError), issubclass(TimeoutError_, AppError), e.args, e.code)
raise NetworkError("final", detail="dns")
