import io
import functools

def f(x):
    return x

lst = []
d = {}
cases = [
    ("stringio", io.StringIO(), None), ("iterator", iter([]), None), ("object", object(), None),
    ("map", map(str, []), None), ("zip", zip(), None), ("lru_cache", functools.lru_cache(f), None),
    ("list_method", lst.append, lst), ("dict_method", d.keys, d), ("type_method", dict.fromkeys, dict),
]
for name, v, owner in cases:
    shown = hex(id(v if owner is None else owner))
    texts = [repr(v), str(v), ascii(v), format(v), f"{v!r}", f"{v}", "%r" % (v,), "%s" % (v,),
             "{!r}".format(v), "{v}".format_map({"v": v}), repr([v]), str({1: (v,)}),
             str(KeyError(v)), repr(ValueError(v))]
    print(name, [shown in t for t in texts])
    print(name, repr(v).replace(shown, "ADDR"))
