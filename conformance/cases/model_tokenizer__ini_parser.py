class ConfigError(Exception):
    def __init__(self, lineno, msg):
        super().__init__(f'line {lineno}: {msg}')
        self.lineno = lineno
def parse_ini(text):
    data, section = {}, None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split('#', 1)[0].strip()
        if not line:
            continue
        if line.startswith('[') :
            if not line.endswith(']'):
                raise ConfigError(lineno, f'unterminated section header {line!r}')
            section = line[1:-1].strip()
            if section in data:
                raise ConfigError(lineno, f'duplicate section {section!r}')
            data[section] = {}
            continue
        if section is None:
            raise ConfigError(lineno, 'key outside of section')
        key, sep, value = line.partition('=')
        if not sep:
            raise ConfigError(lineno, f'expected key = value, got {line!r}')
        value = value.strip()
        if value.lower() in ('true', 'false'):
            value = value.lower() == 'true'
        elif value.lstrip('-').isdigit():
            value = int(value)
        data[section][key.strip()] = value
    return data
GOOD = '''
# settings
[server]
host = example.org
port = 8080   # inline comment
debug = TRUE
[paths]
root=/srv
depth = -2
'''
cfg = parse_ini(GOOD)
print(cfg)
for sec, items in cfg.items():
    print(f'[{sec}]', ', '.join(f'{k}={v!r}' for k, v in items.items()))
for bad in ['x = 1', '[a\nk=1', '[a]\n[a]', '[s]\njust words']:
    try:
        parse_ini(bad)
    except ConfigError as e:
        print('ConfigError', e.lineno, '|', e)
parse_ini('[ok]\na = 1\n[broken\n')
