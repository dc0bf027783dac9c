order = []
def deco(tag):
    def wrap(cls):
        order.append(tag)
        cls.tags = getattr(cls, 'tags', ()) + (tag,)
        return cls
    return wrap
@deco('outer')
@deco('middle')
@deco('inner')
class T:
    pass
print(order, T.tags)
