import warnings
import functools

def deprecated(reason):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a, **kw):
            warnings.warn(f"{fn.__name__} is deprecated: {reason}", DeprecationWarning, stacklevel=2)
            return fn(*a, **kw)
        return inner
    return deco

class ConfigWarning(UserWarning):
    pass

@deprecated("use total() instead")
def sum_all(xs):
    return sum(xs)

def total(xs):
    return sum(xs)

def load(cfg):
    if "timeout" not in cfg:
        warnings.warn("timeout not set, using 30", ConfigWarning)
        cfg = {**cfg, "timeout": 30}
    return cfg

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(sum_all([1, 2, 3]), total([4]))
    print(load({"host": "x"}))
    load({"host": "y"})
    warnings.warn("plain")
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
print(len(caught), issubclass(ConfigWarning, Warning), caught[0].category is DeprecationWarning)
with warnings.catch_warnings():
    warnings.simplefilter("error", ConfigWarning)
    try:
        load({})
    except ConfigWarning as e:
        print("raised as error:", e)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("ignore")
    warnings.filterwarnings("always", category=ConfigWarning)
    load({})
    sum_all([1])
print([w.category.__name__ for w in caught])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="timeout.*")
    load({})
    warnings.warn("timeouts are fine", RuntimeWarning)
print([str(w.message) for w in caught])
print(sum_all.__name__, sum_all.__wrapped__([5, 5]))
w = warnings.WarningMessage("m", UserWarning, "f.py", 3)
print(w.message, w.category.__name__, w.lineno)
print(issubclass(DeprecationWarning, Warning), issubclass(ResourceWarning, Warning), [c.__name__ for c in FutureWarning.__mro__])
