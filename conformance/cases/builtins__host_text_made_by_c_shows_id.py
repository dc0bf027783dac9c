# Text that C code or a module makes from a host object shows the object's id(), as its
# repr does: the guest's str/repr/ascii called by map, starmap, operator.call, groupby's key,
# json's default=, pprint and string.Template.
import itertools
import json
import operator
import pprint
import string

v = map(str, [])
shown = hex(id(v))
texts = {
    "map_repr": list(map(repr, [v]))[0], "map_str": "".join(map(str, [v])),
    "map_ascii": max(map(ascii, [v])), "starmap": next(itertools.starmap(repr, [(v,)])),
    "operator_call": operator.call(str, v), "groupby_key": next(itertools.groupby([v], key=repr))[0],
    "json_default": json.dumps([v], default=repr), "pformat": pprint.pformat({"a": v}),
    "saferepr": pprint.saferepr([v]), "template": string.Template("$a!").substitute(a=v),
}
for name, text in texts.items():
    print(name, shown in text, text.replace(shown, "ADDR"))

# the reprs of itertools objects: their own address, or CPython's text without one
for it in [itertools.count(3), itertools.count(1, 2), itertools.repeat("a", 3), itertools.cycle([1]),
           itertools.chain([1]), itertools.islice([1], 1), itertools.pairwise([1]),
           itertools.starmap(pow, []), itertools.groupby([])]:
    text = repr(it)
    print(type(it).__name__, text.replace(hex(id(it)), "ADDR"), repr([it]) == f"[{text}]")
