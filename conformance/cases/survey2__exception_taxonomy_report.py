import json
import traceback

class AppError(Exception):
    code = "E000"
    def __init__(self, message, *, context=None):
        super().__init__(message)
        self.context = context or {}
    def to_dict(self):
        return {"type": type(self).__name__, "code": self.code, "message": str(self), "context": self.context}

class ValidationError(AppError, ValueError):
    code = "E100"

class NotFoundError(AppError, LookupError):
    code = "E404"

class UpstreamError(AppError):
    code = "E502"

def load_user(uid):
    users = {1: {"name": "ana", "age": "31"}, 2: {"name": "bo", "age": "x"}}
    try:
        rec = users[uid]
    except KeyError as e:
        raise NotFoundError(f"user {uid} not found", context={"uid": uid}) from e
    try:
        rec = {**rec, "age": int(rec["age"])}
    except ValueError as e:
        raise ValidationError("bad age", context={"uid": uid, "raw": rec["age"]}) from e
    return rec

def call_upstream(n):
    try:
        return 10 / n
    except ZeroDivisionError as e:
        err = UpstreamError("upstream division failed")
        err.add_note(f"n was {n!r}")
        raise err from e

results = []
for job in [lambda: load_user(1), lambda: load_user(2), lambda: load_user(9), lambda: call_upstream(0), lambda: call_upstream(4)]:
    try:
        results.append(("ok", job()))
    except (ValidationError, NotFoundError) as e:
        results.append(("client", e.to_dict() | {"cause": type(e.__cause__).__name__}))
    except AppError as e:
        results.append(("server", e.to_dict() | {"notes": getattr(e, "__notes__", [])}))
for kind, payload in results:
    print(kind, json.dumps(payload, sort_keys=True))

print([c.__name__ for c in ValidationError.__mro__])
print(isinstance(NotFoundError("x"), LookupError), issubclass(ValidationError, ValueError))
try:
    load_user(2)
except ValueError as e:
    lines = traceback.format_exception_only(type(e), e)
    print(lines)
    print(repr(e), e.args, e.code)
try:
    try:
        load_user(5)
    except LookupError as e:
        raise RuntimeError("wrapper") from e
except RuntimeError as e:
    chain = []
    cur = e
    while cur is not None:
        chain.append(f"{type(cur).__name__}({cur})")
        cur = cur.__cause__ or cur.__context__
    print(" <- ".join(chain))
def risky():
    try:
        return "from try"
    finally:
        print("finally runs before return")
print(risky())
try:
    raise ExceptionGroup("batch", [ValidationError("a"), NotFoundError("b"), UpstreamError("c")])
except* LookupError as g:
    print("lookup group:", [str(x) for x in g.exceptions])
except* AppError as g:
    print("app group:", sorted(type(x).__name__ for x in g.exceptions))
