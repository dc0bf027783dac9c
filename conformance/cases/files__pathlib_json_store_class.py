import json
import shutil
import tempfile
from pathlib import Path

class JsonStore:
    def __init__(self, directory):
        self.dir = Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)

    def _path(self, key):
        if not key.isidentifier():
            raise ValueError(f"bad key {key!r}")
        return self.dir / f"{key}.json"

    def put(self, key, value):
        self._path(key).write_text(json.dumps(value, sort_keys=True))

    def get(self, key, default=None):
        p = self._path(key)
        return json.loads(p.read_text()) if p.exists() else default

    def delete(self, key):
        self._path(key).unlink(missing_ok=True)

    def keys(self):
        return sorted(p.stem for p in self.dir.glob("*.json"))

root = Path(tempfile.mkdtemp())
store = JsonStore(root / "db")
store.put("user_1", {"name": "ada", "roles": ["admin"]})
store.put("user_2", {"name": "bob"})
store.put("settings", {"theme": "dark"})
print(store.keys(), store.get("user_1"), store.get("nope", "missing"))
store.delete("user_2")
store.delete("user_2")
print(store.keys())
try:
    store.put("../escape", 1)
except ValueError as e:
    print(e)
again = JsonStore(root / "db")
print(again.get("settings"), (root / "db" / "settings.json").read_text())
shutil.rmtree(root)
