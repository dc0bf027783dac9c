import json
print(json.loads('{"ok": true}'))
json.loads("{'single': 'quotes'}")
