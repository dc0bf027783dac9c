import json
def hook(d):
    if '__point__' in d:
        return ('point', d['x'], d['y'])
    return d
s = '[{"__point__": true, "x": 1, "y": 2}, {"plain": {"__point__": 1, "x": 0, "y": 0}}]'
print(json.loads(s, object_hook=hook))
nested = {'level1': {'level2': {'level3': [1, {'deep': True}]}}}
print(json.dumps(nested, indent=1))
