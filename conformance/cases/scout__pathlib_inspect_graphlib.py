from pathlib import PurePosixPath, PurePath
import inspect
from graphlib import TopologicalSorter, CycleError

p = PurePosixPath("/data/reports/2024/summary.final.csv")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts[:3], p.anchor)
print(p.with_suffix(".json"), p.with_name("x.txt"), p.relative_to("/data"), p.is_absolute())
print(PurePosixPath("a") / "b" / "c.txt", p.match("*.csv"), list(p.parents)[:2], PurePath("x/y").as_posix())
def api(a, b: int = 2, *args, c, d="x", **kw) -> str:
    """Docstring here."""
    return ""
sig = inspect.signature(api)
print(sig, list(sig.parameters), sig.return_annotation)
for name, prm in sig.parameters.items():
    print(name, prm.kind, prm.default is inspect.Parameter.empty, prm.annotation)
print(sig.bind(1, c=3).arguments, inspect.getdoc(api), inspect.isfunction(api), inspect.isclass(int))
ts = TopologicalSorter({"deploy": {"build", "test"}, "test": {"build"}, "build": {"fetch"}})
print(list(ts.static_order()))
ts2 = TopologicalSorter()
ts2.add("b", "a")
ts2.add("c", "b")
ts2.prepare()
while ts2.is_active():
    ready = ts2.get_ready()
    print("ready", ready)
    ts2.done(*ready)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except CycleError as e:
    print("cycle", e.args[0])
sig.bind(1, 2)
