from graphlib import TopologicalSorter, CycleError
deps = {"app": {"lib", "cfg"}, "lib": {"core"}, "cfg": {"core"}, "core": set(), "tests": {"app"}}
ts = TopologicalSorter(deps)
ts.prepare()
rounds = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    rounds.append(ready)
    ts.done(*ready)
print(rounds)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except CycleError as e:
    print("cycle", sorted(e.args[1]))
