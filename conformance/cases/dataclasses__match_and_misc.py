from dataclasses import dataclass, field, KW_ONLY
@dataclass
class Point:
    x: int
    y: int = 0
    _: KW_ONLY
    label: str = ''
def where(p):
    match p:
        case Point(0, 0):
            return 'origin'
        case Point(x, 0, label=lbl) if lbl:
            return f'on x at {x} ({lbl})'
        case Point(x, y):
            return f'{x},{y}'
print(where(Point(0)), where(Point(3, label='a')), where(Point(1, 2)), Point.__match_args__)
@dataclass(match_args=False)
class NoMatch:
    a: int
print(hasattr(NoMatch, '__match_args__'))
@dataclass(repr=False, init=False)
class Plain:
    a: int = 1
print(Plain().a, repr(Plain()).startswith('<__main__.Plain object'), Plain.__doc__)
@dataclass
class Self:
    self: int
    other: int = 2
print(Self(1), Self(self=5, other=6))
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty(), Empty.__doc__, Empty.__match_args__)
@dataclass
class Desc:
    x: int = property(lambda self: 5)
print(type(Desc.__dataclass_fields__['x'].default).__name__)
class Outer:
    @dataclass
    class In:
        v: int
print(Outer.In(1), Outer.In.__qualname__, Outer.In.__init__.__qualname__)
