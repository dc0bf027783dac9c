class MissingSetting(KeyError):
    pass
settings = {'debug': True}
def need(name):
    if name not in settings:
        raise MissingSetting(name)
    return settings[name]
print(need('debug'))
need('timeout')
