import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
config = {"name": "svc", "retries": 3, "ratio": 0.25, "tags": ["a", "b"],
          "nested": {"enabled": True, "value": None}}
path = os.path.join(root, "config.json")
with open(path, "w") as f:
    json.dump(config, f, indent=2, sort_keys=True)
with open(path) as f:
    text = f.read()
print(text)
with open(path) as f:
    back = json.load(f)
print(back == config, back["nested"])
lines_path = os.path.join(root, "events.jsonl")
with open(lines_path, "w") as f:
    for i in range(4):
        f.write(json.dumps({"id": i, "ok": i % 2 == 0}) + "\n")
with open(lines_path) as f:
    events = [json.loads(line) for line in f]
print([e["id"] for e in events if e["ok"]])
bad = os.path.join(root, "bad.json")
with open(bad, "w") as f:
    f.write('{"a": 1,}')
try:
    with open(bad) as f:
        json.load(f)
except json.JSONDecodeError as e:
    print("decode error:", e.msg, e.lineno, e.colno)
shutil.rmtree(root)
