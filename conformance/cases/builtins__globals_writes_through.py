# globals(): reading the module's names and binding new ones through it, as model code does
# (a guard for state kept between runs, names made in a loop, exec in the module)
settings = {"retries": 3}
if "cache" not in globals():
    cache = {}
cache["a"] = 1
print(sorted(k for k in globals() if not k.startswith("__")))
for i, word in enumerate(["alpha", "beta"]):
    globals()[f"word_{i}"] = word.upper()
print(word_0, word_1)


def handler_ping():
    return "pong"


name = "handler_ping"
print(globals()[name](), callable(globals().get("handler_pong")))
globals().update(extra=10)
print(extra, globals().pop("extra"), "extra" in globals())
try:
    extra
except NameError as e:
    print("NameError:", e)
exec("made = settings['retries'] * 2", globals())
print(made, eval("made + 1", globals()))
ns = globals()
del ns["made"]
try:
    made
except NameError as e:
    print("NameError:", e)
print(isinstance(globals(), dict), len(globals()) > 5)
import copy
shallow, plain = copy.copy(globals()), dict(globals())
shallow["only_copied"] = plain["only_copied"] = 1
print("only_copied" in globals(), type(shallow) is dict, type(plain) is dict)


def inner():
    return globals()["settings"]["retries"], "inner" in globals()


print(inner())
try:
    globals(1)
except TypeError as e:
    print("TypeError:", e)
