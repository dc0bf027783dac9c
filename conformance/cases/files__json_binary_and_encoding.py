import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
path = os.path.join(root, "data.json")
payload = {"city": "Zürich", "emoji": "☃", "n": [1, 2]}
with open(path, "w", encoding="utf-8") as f:
    json.dump(payload, f, ensure_ascii=False)
with open(path, "rb") as f:
    raw = f.read()
print(raw, len(raw))
print(json.loads(raw), json.loads(raw.decode("utf-8")) == payload)
with open(path, "rb") as f:
    print(json.load(f)["city"])
with open(path, "w") as f:
    json.dump(payload, f)
with open(path) as f:
    print(f.read())
with open(path, "wb") as f:
    f.write(b"\xef\xbb\xbf" + json.dumps({"bom": True}).encode())
with open(path, encoding="utf-8-sig") as f:
    print(json.load(f))
with open(path, "rb") as f:
    print(json.loads(f.read()))
shutil.rmtree(root)
