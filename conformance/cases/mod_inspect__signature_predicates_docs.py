import inspect
import functools
from dataclasses import dataclass


def f(a, b: int = 2, /, c=3, *args, d, e: str = 'x', **kw) -> bool:
    """Summary line.

        Indented detail.
    """


async def co(x): pass
def gen(): yield 1
async def agen(): yield 1


class Base:
    """Base doc."""
    def method(self, x, y=1):
        """Method doc."""


class Child(Base):
    def __init__(self, name, *, size=0):
        self.name = name
    def method(self, x, y=1):
        pass
    def __call__(self, q):
        return q


@dataclass
class Point:
    x: int
    y: int = 0


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper


@deco
def wrapped(p, q=5):
    pass


sig = inspect.signature(f)
print(sig)
print(repr(sig))
for name, p in sig.parameters.items():
    print(name, p.kind, p.kind.description, repr(p.default), p.annotation, repr(p))
print(sig.return_annotation, sig.parameters['a'].default is inspect.Parameter.empty)
print(inspect.signature(Child), inspect.signature(Child('n')), inspect.signature(Child('n').method))
print(inspect.signature(Point), inspect.signature(wrapped), inspect.signature(lambda *a, k=1: 0))
print(inspect.signature(Base))
ba = sig.bind(1, d=4)
print(ba, ba.arguments, ba.args, ba.kwargs)
ba.apply_defaults()
print(ba)
b2 = inspect.signature(Child.method).bind_partial(None, y=3)
print(b2, b2.args, b2.kwargs)
for call in [lambda: sig.bind(), lambda: sig.bind(1, 2, 3, 4, 5), lambda: sig.bind(1, b=2, d=1),
             lambda: inspect.signature(Child.method).bind(1, 2, 3, 4),
             lambda: inspect.signature(Child.method).bind(1, 2, x=3),
             lambda: inspect.signature(Child.method).bind(1, 2, z=3),
             lambda: inspect.signature(3)]:
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
P = inspect.Parameter
s2 = inspect.Signature([P('a', P.POSITIONAL_OR_KEYWORD), P('b', P.KEYWORD_ONLY, default=None, annotation=list[int])],
                       return_annotation=dict)
print(s2, s2 == inspect.Signature(list(s2.parameters.values()), return_annotation=dict))
print(s2.replace(return_annotation=inspect.Signature.empty))
try:
    inspect.Signature([P('a', P.KEYWORD_ONLY), P('b', P.POSITIONAL_ONLY)])
except ValueError as e:
    print(e)
try:
    P('x', P.VAR_POSITIONAL, default=1)
except ValueError as e:
    print(e)
print([inspect.isfunction(x) for x in (f, len, Child, Child('n').method, co)])
print([inspect.isclass(x) for x in (f, Child, Point, 3)])
print([inspect.ismethod(x) for x in (f, Child('n').method, Child.method)])
print([inspect.iscoroutinefunction(x) for x in (f, co, gen, agen)])
print([inspect.isgeneratorfunction(x) for x in (f, co, gen, agen)])
print([inspect.isasyncgenfunction(x) for x in (f, co, gen, agen)])
print(inspect.isgenerator(gen()), inspect.isbuiltin(len), inspect.isroutine(f), inspect.ismodule(inspect))
c = co(1)
print(inspect.iscoroutine(c), inspect.isawaitable(c))
c.close()
print(repr(inspect.getdoc(f)))
print(inspect.getdoc(Base), inspect.getdoc(Child), inspect.getdoc(Child('n').method), inspect.getdoc(Base.method))
print(repr(inspect.cleandoc('\n    first\n      second\n    third\n\n')))
print([n for n, v in inspect.getmembers(Child('n')) if not n.startswith('_')])
print([n for n, v in inspect.getmembers(Child, inspect.isfunction)])
print(inspect.unwrap(wrapped).__name__, inspect.getmro(Child)[1].__name__)
from dataclasses import field, KW_ONLY
@dataclass
class Q:
    a: int
    b: list = field(default_factory=list)
    _: KW_ONLY
    c: str = 'z'
print(inspect.signature(Q), inspect.signature(Q).bind(1, c='q'))
