import json
text = '{"a": [1, 2.5, true, false, null], "b": {"c": "str\\n"}, "d": -1e3}'
obj = json.loads(text)
print(obj)
print(type(obj['d']).__name__, obj['b']['c'].encode())
again = json.loads(json.dumps(obj))
print(again == obj)
print(json.loads('[]'), json.loads('"x"'), json.loads('3'), json.loads(' 1.5 '))
print(json.dumps((1, 2)), json.loads(json.dumps({1: 'int key'})))
