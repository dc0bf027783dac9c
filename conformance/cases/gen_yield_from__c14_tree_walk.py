tree = {"name": "root", "kids": [
    {"name": "a", "kids": [{"name": "a1", "kids": []}, {"name": "a2", "kids": []}]},
    {"name": "b", "kids": [{"name": "b1", "kids": [{"name": "b1x", "kids": []}]}]},
]}
def walk(node, depth=0):
    yield depth, node["name"]
    for k in node["kids"]:
        yield from walk(k, depth + 1)
def leaves(node):
    if not node["kids"]:
        return [node["name"]]
    out = []
    for k in node["kids"]:
        out += yield from counted(leaves(k))
    return out
def counted(gen_or_list):
    if isinstance(gen_or_list, list):
        return gen_or_list
    return (yield from gen_or_list)
for d, n in walk(tree):
    print("  " * d + n)
g = leaves(tree)
try:
    while True:
        next(g)
except StopIteration as e:
    print(e.value)
