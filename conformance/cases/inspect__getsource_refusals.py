# What has no source: builtins, builtin classes, code made by exec (as CPython says)
import inspect

namespace = {}
exec("def made(x):\n    return x * 3\n\nclass Made:\n    pass\n", namespace)
for obj in (len, print, int, dict, namespace["made"], namespace["Made"], 42, "text"):
    try:
        inspect.getsource(obj)
    except (TypeError, OSError) as exc:
        print(type(exc).__name__ + ":", str(exc).split(" (")[0])
made = eval("lambda: 0")
try:
    inspect.getsourcelines(made)
except OSError as exc:
    print("OSError:", exc)
print(namespace["made"](2))


def describe(obj):
    try:
        return inspect.getsource(obj).splitlines()[0]
    except (TypeError, OSError) as exc:
        return f"<no source: {type(exc).__name__}>"


print([describe(o) for o in (describe, sorted, str.upper, namespace["made"])])
