# A function metaclass receiving keywords; one that is given an unexpected keyword fails.
def with_defaults(name, bases, ns, **defaults):
    for key, value in defaults.items():
        ns.setdefault(key, value)
    return type(name, bases, ns)


class Options(metaclass=with_defaults, retries=3, timeout=1.5):
    timeout = 10


print(Options.retries, Options.timeout)


def strict(name, bases, ns):
    return type(name, bases, ns)


class Boom(metaclass=strict, extra=True):
    pass
