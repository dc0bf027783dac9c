import json

old = {"name": "svc", "replicas": 2, "env": {"LOG": "info", "TZ": "UTC"}, "ports": [80, 443]}
new = {"name": "svc", "replicas": 3, "env": {"LOG": "debug", "REGION": "eu"}, "ports": [80, 443], "tier": "gold"}

def diff(a, b, path=""):
    changes = []
    for key in sorted(set(a) | set(b)):
        p = f"{path}.{key}" if path else key
        if key not in a:
            changes.append(f"+ {p} = {json.dumps(b[key])}")
        elif key not in b:
            changes.append(f"- {p} (was {json.dumps(a[key])})")
        elif isinstance(a[key], dict) and isinstance(b[key], dict):
            changes.extend(diff(a[key], b[key], p))
        elif a[key] != b[key]:
            changes.append(f"~ {p}: {json.dumps(a[key])} -> {json.dumps(b[key])}")
    return changes

print("\n".join(diff(old, new)))
print(json.dumps(new, indent=2, sort_keys=True) == json.dumps(json.loads(json.dumps(new)), indent=2, sort_keys=True))
print(json.dumps(sorted(diff(new, old)), indent=1))
