import json
for bad in ['{"a": 1,}', "{'a': 1}", '[1, 2', '', 'nul', '{"a" 1}']:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(repr(bad), '->', e.msg, e.pos)
print(issubclass(json.JSONDecodeError, ValueError))
