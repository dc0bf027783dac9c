class P:
    __slots__ = ("x",)
class Q:
    pass
items = [lambda: (1).foo, lambda: "s".append, lambda: [].push(1), lambda: None.x,
         lambda: P().x, lambda: setattr(P(), "y", 1), lambda: Q().missing,
         lambda: Q.missing, lambda: delattr(Q(), "z"), lambda: {}.iteritems(),
         lambda: setattr(1, "real", 2), lambda: setattr(1.5, "imag", 1)]
for it in items:
    try:
        it()
    except AttributeError as e:
        print(e)
