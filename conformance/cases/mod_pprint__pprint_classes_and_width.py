import pprint
from dataclasses import dataclass
@dataclass
class Item:
    name: str
    tags: list
items = [Item('a' * 10, ['x', 'y']), Item('b' * 10, list(range(12)))]
pprint.pprint(items, width=50)
pprint.pprint({'key': 'v' * 60})
pprint.pprint(set([3, 1, 2]))
pprint.pprint((1, (2, (3, (4,)))), width=10)
