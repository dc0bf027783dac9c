class ConfigError(Exception): pass
def load(d, key):
    try:
        return d[key]
    except KeyError as e:
        raise ConfigError(f'missing {key}') from e
try:
    load({}, 'port')
except ConfigError as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
    print(e.__suppress_context__, e.__context__ is e.__cause__)
