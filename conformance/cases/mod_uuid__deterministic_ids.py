import uuid
def stable_id(kind, name):
    return uuid.uuid5(uuid.NAMESPACE_OID, f'{kind}:{name}')
ids = {name: stable_id('user', name) for name in ['ann', 'bob']}
for k, v in ids.items():
    print(k, v, str(v)[:8])
print(stable_id('user', 'ann') == ids['ann'], stable_id('team', 'ann') == ids['ann'])
print(uuid.UUID('00000000-0000-0000-0000-000000000000').int, uuid.UUID(int=255))
