import copy

BASE = {"name": "svc", "env": {"LOG": "info"}, "ports": [80], "limits": {"cpu": 1}}

def variant(**changes):
    cfg = copy.deepcopy(BASE)
    for path, value in changes.items():
        keys = path.split("__")
        node = cfg
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value
    return cfg

dev = variant(env__LOG="debug", name="svc-dev")
prod = variant(limits__cpu=4)
prod["ports"].append(443)
print(dev)
print(prod)
print(BASE)
shallow = copy.copy(BASE)
shallow["ports"].append(8080)
print(BASE["ports"], shallow is BASE, shallow["env"] is BASE["env"])
class Template:
    def __init__(self, parts):
        self.parts = parts
    def __copy__(self):
        return Template(list(self.parts))
t = Template(["a"])
t2 = copy.copy(t)
t2.parts.append("b")
print(t.parts, t2.parts, copy.deepcopy([t])[0].parts)
