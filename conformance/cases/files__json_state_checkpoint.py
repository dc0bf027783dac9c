import json
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
state_path = os.path.join(root, "state.json")

def load_state():
    if not os.path.exists(state_path):
        return {"processed": [], "cursor": 0}
    with open(state_path) as f:
        return json.load(f)

def save_state(state):
    tmp = state_path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(state, f)
    os.replace(tmp, state_path)

items = [f"item-{i}" for i in range(10)]
for run in range(3):
    state = load_state()
    batch = items[state["cursor"]:state["cursor"] + 4]
    for it in batch:
        state["processed"].append(it.upper())
    state["cursor"] += len(batch)
    save_state(state)
    print(run, state["cursor"], batch)
final = load_state()
print(len(final["processed"]), final["processed"][-2:], sorted(os.listdir(root)))
shutil.rmtree(root)
