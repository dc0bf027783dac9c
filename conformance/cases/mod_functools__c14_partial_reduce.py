from functools import partial, reduce, total_ordering, singledispatch
import operator
power = partial(pow, exp=2)
print(power(5), partial(int, base=2)("1011"), partial(max, key=len)("a", "abc", "ab"))
p = partial(print, "x", sep="|")
p("y", "z")
print(p.args, p.keywords, p.func is print)
print(reduce(operator.mul, range(1, 8)), reduce(lambda a, b: a + [b * 2], [1, 2, 3], []))
try:
    reduce(operator.add, [])
except TypeError as e:
    print(e)
@total_ordering
class Ver:
    def __init__(self, s):
        self.t = tuple(map(int, s.split(".")))
    def __eq__(self, o):
        return self.t == o.t
    def __lt__(self, o):
        return self.t < o.t
    def __repr__(self):
        return "v" + ".".join(map(str, self.t))
vs = [Ver("1.10"), Ver("1.2"), Ver("1.2.1")]
print(sorted(vs), max(vs), Ver("2.0") >= Ver("1.9"), Ver("1.0") <= Ver("1.0"))
@singledispatch
def show(x):
    return f"obj {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return "list " + ",".join(show(i) for i in x)
print(show(3), show("s"), show([1, "a"]), show(True))
