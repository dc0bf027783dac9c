"""The hash checks on iterables handed to ``set``/``dict`` keep CPython's behaviour: a host
class reads a guest iterable's ``__iter__`` once, as C would; a guest subclass of ``set``
receives its argument unchanged (not a checking iterator); lookup methods read as values
compare and work as CPython's bound methods do."""

from __future__ import annotations

from sandbox import Sandbox

CODE = """class A:
    def __iter__(self):
        print('iter')
        yield (1, 2)
class S(set):
    def __init__(self, obj):
        super().__init__()
        self.obj = obj
print(type(S(A()).obj).__name__, set(A()), frozenset({1: (2,)}.values()))
d = {1: 2}
g = d.get
print(g(1), dict.get(d, 1), list(map(d.get, [1, 5])), d.get == d.get)
print({1: 2}.keys().isdisjoint([(3, 4)]), dict([[1, 2]]))
"""


def test_checked_iterables_behave_as_in_cpython() -> None:
    result = Sandbox(isolation="inprocess").run_sync(CODE)
    assert result.error is None, result.error
    assert result.output == ("iter\nA {(1, 2)} frozenset({(2,)})\n2 2 [2, None] True\n"
                             "True {1: 2}\n")
