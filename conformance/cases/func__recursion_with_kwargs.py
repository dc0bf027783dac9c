def build(depth, *, prefix='', sep='/'):
    if depth == 0:
        return [prefix]
    out = []
    for ch in 'ab':
        out += build(depth - 1, prefix=prefix + sep + ch, sep=sep)
    return out
print(build(2))
print(build(1, sep='.'))
def tree_sum(node, **opts):
    scale = opts.get('scale', 1)
    if isinstance(node, int):
        return node * scale
    return sum(tree_sum(c, **opts) for c in node)
print(tree_sum([1, [2, 3], [[4]]]), tree_sum([1, [2, 3]], scale=10))
