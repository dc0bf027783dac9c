class ConfigError(Exception):
    pass
def load(raw):
    try:
        return int(raw)
    except ValueError as e:
        raise ConfigError(f"bad port {raw!r}") from e
print(load("80"))
try:
    load("eighty")
except ConfigError as e:
    print(e, "|", type(e.__cause__).__name__, e.__cause__, e.__suppress_context__)
load("")
