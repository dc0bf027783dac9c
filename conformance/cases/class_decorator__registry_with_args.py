REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.registered_as = name
        return cls
    return deco
@register('first')
class One:
    pass
@register('second')
class Two:
    pass
print(sorted(REGISTRY), One.registered_as, REGISTRY['second'] is Two)
