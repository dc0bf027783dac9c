def render(obj, indent=0):
    pad = '  ' * indent
    if isinstance(obj, dict):
        if not obj:
            return '{}'
        items = [f'{pad}  {k!r}: {render(v, indent + 1)}' for k, v in obj.items()]
        return '{\n' + ',\n'.join(items) + '\n' + pad + '}'
    if isinstance(obj, list):
        if all(not isinstance(x, (dict, list)) for x in obj):
            return '[' + ', '.join(render(x) for x in obj) + ']'
        return '[\n' + ',\n'.join(pad + '  ' + render(x, indent + 1) for x in obj) + '\n' + pad + ']'
    if obj is None:
        return 'null'
    if isinstance(obj, bool):
        return 'true' if obj else 'false'
    if isinstance(obj, str):
        return '"' + obj.replace('"', '\\"') + '"'
    return str(obj)
data = {'name': 'sandbox', 'version': 1.5, 'tags': ['py', 'safe'], 'ok': True, 'owner': None,
        'deps': [{'n': 'a', 'v': [1, 2]}, {'n': 'b "q"', 'v': []}], 'empty': {}}
print(render(data))
