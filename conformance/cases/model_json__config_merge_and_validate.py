import json
DEFAULTS = '{"server": {"host": "0.0.0.0", "port": 8000, "workers": 2}, "log": {"level": "INFO", "file": null}, "features": []}'
OVERRIDE = '{"server": {"port": 9000}, "log": {"level": "debug"}, "features": ["beta", "metrics"], "extra": 1}'
SCHEMA = {'server.host': str, 'server.port': int, 'server.workers': int, 'log.level': str, 'features': list}
def merge(base, over):
    out = dict(base)
    for k, v in over.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out
def get_path(d, path):
    for part in path.split('.'):
        d = d[part]
    return d
def validate(cfg):
    errors = []
    for path, typ in SCHEMA.items():
        try:
            val = get_path(cfg, path)
        except KeyError:
            errors.append(f'missing {path}')
            continue
        if not isinstance(val, typ):
            errors.append(f'{path}: expected {typ.__name__}, got {type(val).__name__}')
    if get_path(cfg, 'log.level').upper() not in ('DEBUG', 'INFO', 'WARNING'):
        errors.append('log.level invalid')
    return errors
cfg = merge(json.loads(DEFAULTS), json.loads(OVERRIDE))
cfg['log']['level'] = cfg['log']['level'].upper()
print(json.dumps(cfg, indent=2, sort_keys=True))
print('errors:', validate(cfg))
broken = merge(cfg, {'server': {'port': '80'}, 'features': 'all'})
del broken['server']['workers']
print('errors:', validate(broken))
round_trip = json.loads(json.dumps(cfg))
print(round_trip == cfg, sorted(round_trip))
def flatten(d, prefix=''):
    for k, v in d.items():
        key = f'{prefix}.{k}' if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v
for key, value in flatten(cfg):
    print(f'{key:<16} = {json.dumps(value)}')
try:
    json.loads(OVERRIDE.replace('9000', '9000,'))
except json.JSONDecodeError as e:
    print('bad override:', e.msg, 'at', e.pos)
