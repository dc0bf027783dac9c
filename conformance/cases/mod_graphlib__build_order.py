from graphlib import TopologicalSorter, CycleError

deps = {"app": {"lib", "config"}, "lib": {"core"}, "config": {"core"}, "core": set(),
        "tests": {"app"}}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"))
ts = TopologicalSorter(deps)
ts.prepare()
rounds = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    rounds.append(ready)
    ts.done(*ready)
print(rounds)
g = TopologicalSorter()
g.add("b", "a")
g.add("c", "b")
print(list(g.static_order()))
try:
    list(TopologicalSorter({"x": {"y"}, "y": {"x"}}).static_order())
except CycleError as e:
    print("CycleError", e.args[0], sorted(e.args[1]))
