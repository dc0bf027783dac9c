import json
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
try:
    json.dumps({'p': Point(1, 2)})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps({'p': Point(1, 2)}, default=lambda o: vars(o)))
try:
    json.dumps({(1, 2): 'tuple key'})
except TypeError as e:
    print(type(e).__name__, e)
print(json.dumps(float('inf')), json.dumps({'s': {1, 2}} if False else [3]))
