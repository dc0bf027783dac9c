def hanoi(n, a="A", b="B", c="C", moves=None):
    moves = [] if moves is None else moves
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
def perms(s):
    if len(s) <= 1:
        return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i + 1:])]
def flatten(x):
    if isinstance(x, (list, tuple)):
        return [y for item in x for y in flatten(item)]
    return [x]
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(len(hanoi(6)), hanoi(3), perms("abc"), flatten([1, [2, (3, [4])], [[5]]]), ackermann(2, 3))
def power_set(xs):
    if not xs:
        return [[]]
    rest = power_set(xs[1:])
    return rest + [[xs[0]] + r for r in rest]
print(sorted(power_set([1, 2, 3]), key=lambda s: (len(s), s)))
