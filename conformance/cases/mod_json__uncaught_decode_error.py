import json
print(json.loads('{"ok": true}'))
try:
    json.loads('[1, 2,]')
except ValueError as e:
    print(type(e).__name__, e)
json.loads('{"broken": }')
