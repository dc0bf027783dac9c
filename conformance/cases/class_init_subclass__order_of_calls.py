log = []
class Root:
    def __init_subclass__(cls, **kw):
        log.append(('Root', cls.__name__, sorted(kw)))
        super().__init_subclass__()
class Mid(Root):
    def __init_subclass__(cls, tag='none', **kw):
        log.append(('Mid', cls.__name__, tag))
        super().__init_subclass__(**kw)
class Leaf(Mid, tag='x', other=1):
    pass
class Leaf2(Mid):
    pass
for entry in log:
    print(entry)
