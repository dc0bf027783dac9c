import pprint
data = {'users': [{'name': 'ann', 'roles': ['admin', 'dev'], 'active': True}, {'name': 'bob', 'roles': [], 'active': False}], 'count': 2, 'meta': {'version': (1, 2, 3), 'tags': None}}
print(pprint.pformat(data))
print(pprint.pformat(data, width=40, sort_dicts=False))
print(pprint.pformat(list(range(30)), width=30, compact=True))
