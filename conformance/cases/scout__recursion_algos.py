from functools import lru_cache

def permutations(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in permutations(s[:i] + s[i + 1:])]

def hanoi(n, a="A", b="B", c="C", moves=None):
    moves = [] if moves is None else moves
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves

@lru_cache(None)
def edit_distance(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))

def flatten_dict(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten_dict(v, key))
        else:
            out[key] = v
    return out

def qsort(xs):
    return xs if len(xs) < 2 else qsort([x for x in xs[1:] if x < xs[0]]) + [xs[0]] + qsort([x for x in xs[1:] if x >= xs[0]])

print(permutations("abc"), len(hanoi(5)), hanoi(2))
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"))
print(flatten_dict({"a": {"b": {"c": 1}, "d": 2}, "e": 3}))
print(qsort([5, 2, 9, 1, 5, 6]))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
print(edit_distance.cache_info().hits > 0, ackermann(2, -1) if False else qsort([]))
print(permutations(None))
