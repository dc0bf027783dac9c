from dataclasses import dataclass, field, KW_ONLY
@dataclass
class P:
    x: int
    y: int = 1
    z: list = field(default_factory=list)
    _: KW_ONLY
    k: int = 0
    j: str = 'j'
for args, kwargs in [((), {}), ((1,), {}), ((1, 2, [3]), {'k': 4}), ((1, 2, 3, 4), {}),
                     ((1,), {'x': 2}), ((1,), {'q': 1}), ((), {'y': 2}),
                     ((1, 2, 3, 4), {'k': 1, 'j': 2}), ((), {'x': 1, 'z': None, 'j': 'a'})]:
    try:
        print(P(*args, **kwargs))
    except TypeError as e:
        print('TypeError:', e)
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
for kwargs in [{}, {'a': 1}, {'b': 1}]:
    try:
        print(K(**kwargs))
    except TypeError as e:
        print('TypeError:', e)
try:
    K(1)
except TypeError as e:
    print('TypeError:', e)
