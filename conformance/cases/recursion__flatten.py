def flatten(x):
    if isinstance(x, (list, tuple)):
        out = []
        for item in x:
            out.extend(flatten(item))
        return out
    return [x]
print(flatten([1, [2, [3, (4, 5)], []], [[[6]]], 'ab']))
def depth(x):
    if not isinstance(x, list):
        return 0
    return 1 + max((depth(i) for i in x), default=0)
print(depth([1, [2, [3, [4]]]]), depth([]), depth(5))
