def greet(name=None):
    name = name or 'stranger'
    return 'hi ' + name
print(greet(), greet(''), greet('Ann'))
config = {'debug': 0, 'level': None}
level = config.get('level') or 'INFO'
debug = config.get('debug') is not None and config['debug']
print(level, debug)
values = [0, None, 5]
print([v or -1 for v in values], [v and v * 2 for v in values])
first_truthy = next((v for v in values if v), None)
print(first_truthy)
