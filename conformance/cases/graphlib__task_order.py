# Ordering build tasks by their dependencies
import graphlib

deps = {"deploy": {"test", "package"}, "package": {"build"}, "test": {"build"},
        "build": {"fetch"}, "docs": {"fetch"}}
ts = graphlib.TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("fetch") < order.index("build") < order.index("test"), len(order))
ts = graphlib.TopologicalSorter(deps)
ts.prepare()
batch = 0
while ts.is_active():
    ready = sorted(ts.get_ready())
    batch += 1
    print("batch", batch, ready)
    ts.done(*ready)
ts2 = graphlib.TopologicalSorter()
for task, before in [("c", ["b"]), ("b", ["a"]), ("a", [])]:
    ts2.add(task, *before)
print(list(ts2.static_order()))
