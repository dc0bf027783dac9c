import json
data = {'name': 'Widget', 'tags': ['a', 'b'], 'price': 9.5, 'stock': None, 'active': True, 'dims': {'w': 1, 'h': 2}}
print(json.dumps(data))
print(json.dumps(data, sort_keys=True))
print(json.dumps(data, indent=2, sort_keys=True))
print(json.dumps([1, 2], separators=(',', ':')))
print(json.dumps({'k': 'ünï'}), json.dumps({'k': 'ünï'}, ensure_ascii=False))
