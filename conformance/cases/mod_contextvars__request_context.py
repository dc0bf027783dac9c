# contextvars: defaults, set/reset tokens, copy_context().run isolation
import contextvars

request_id = contextvars.ContextVar("request_id", default="-")
user = contextvars.ContextVar("user")


def log(message):
    return f"[{request_id.get()}] {user.get('anonymous')}: {message}"


def handle(i, name):
    request_id.set(f"req-{i}")
    user.set(name)
    return log("handling")


print(log("boot"))
results = [contextvars.copy_context().run(handle, i, n) for i, n in enumerate(["ann", "bob"])]
print(results, log("after"))

token = request_id.set("outer")
print(log("set"), token.var is request_id, token.old_value is contextvars.Token.MISSING)
inner = request_id.set("inner")
print(inner.old_value, request_id.get())
request_id.reset(inner)
print(request_id.get())
request_id.reset(token)
print(request_id.get())
try:
    request_id.reset(token)
except RuntimeError as exc:
    print("RuntimeError:", str(exc).startswith("<Token used var=<ContextVar name='request_id'"))
try:
    user.get()
except LookupError as exc:
    print("LookupError:", exc.args[0] is user)

snapshot = contextvars.copy_context()
request_id.set("changed")
print(snapshot[request_id] if request_id in snapshot else "absent", request_id.get())
ctx = contextvars.Context()
print(len(ctx), ctx.run(lambda: request_id.get()), ctx.get(request_id, "no value"))
ctx.run(request_id.set, "in ctx")
print(ctx[request_id], request_id.get(), request_id in ctx, len(ctx))
print([k.name for k in ctx], [v for v in ctx.values()], dict((k.name, v) for k, v in ctx.items()))
try:
    ctx.run(lambda: ctx.run(print, "nested"))
except RuntimeError as exc:
    print("RuntimeError:", str(exc).startswith("cannot enter context"))
t = ctx.run(user.set, "x")
try:
    user.reset(t)
except ValueError as exc:
    print("ValueError:", str(exc).endswith("was created in a different Context"))
for bad in (lambda: contextvars.ContextVar(3), lambda: ctx[3]):
    try:
        bad()
    except TypeError as exc:
        print("TypeError:", exc)
print(type(request_id).__name__, request_id.name, contextvars.ContextVar[int])
