# Cycles and misuse of TopologicalSorter
import graphlib

try:
    list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())
except graphlib.CycleError as e:
    print(type(e).__name__, e.args[0], len(e.args[1]), isinstance(e, ValueError))
ts = graphlib.TopologicalSorter({1: [2]})
ts.prepare()
for action in [lambda: ts.add(3), lambda: ts.prepare(), lambda: ts.done(99)]:
    try:
        action()
    except ValueError as e:
        print("ValueError:", e)
fresh = graphlib.TopologicalSorter()
try:
    fresh.get_ready()
except ValueError as e:
    print("ValueError:", e)
graphlib.TopologicalSorter({"x": ["x"]}).prepare()
