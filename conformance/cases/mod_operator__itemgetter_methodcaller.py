import operator
from functools import reduce

rows = [{"name": "b", "n": 2}, {"name": "a", "n": 3}, {"name": "c", "n": 1}]
print(sorted(rows, key=operator.itemgetter("n")), operator.itemgetter("name", "n")(rows[0]))
print(list(map(operator.itemgetter(1), [(1, "x"), (2, "y")])), operator.itemgetter(slice(1, 3))("abcd"))
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(operator.attrgetter("x", "y")(P(1, 2)), operator.methodcaller("split", ",")("a,b"))
print(operator.methodcaller("replace", "a", "o", 1)("banana"))
print(reduce(operator.add, [1, 2, 3]), reduce(operator.mul, [1, 2, 3, 4]), operator.neg(5))
print(operator.truediv(7, 2), operator.floordiv(7, 2), operator.mod(-7, 3), operator.pow(2, 8))
print(operator.eq(1, 1.0), operator.lt("a", "b"), operator.not_([]), operator.truth("x"))
print(operator.contains([1, 2], 2), operator.countOf([1, 1, 2], 1), operator.indexOf("abc", "c"))
d = {}
operator.setitem(d, "k", 1)
print(d, operator.getitem(d, "k"), operator.concat([1], [2]), operator.is_(None, None))
ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
def rpn(tokens):
    stack = []
    for t in tokens.split():
        if t in ops:
            b, a = stack.pop(), stack.pop()
            stack.append(ops[t](a, b))
        else:
            stack.append(float(t))
    return stack.pop()
print(rpn("3 4 + 2 *"), rpn("10 2 8 * + 3 -"), operator.index(5), operator.length_hint([1, 2]))
