import tomllib
doc = tomllib.loads('''
title = "demo"
[owner]
name = "ann"
dob = 1979-05-27
[[servers]]
ip = "10.0.0.1"
ports = [80, 443]
[[servers]]
ip = "10.0.0.2"
enabled = false
''')
print(doc["title"], doc["owner"], [s["ip"] for s in doc["servers"]], doc["servers"][1].get("enabled"))
try:
    tomllib.loads("a = ")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
