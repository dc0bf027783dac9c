import weakref


class Res:
    def __init__(self, name):
        self.name = name


def report(wr):
    print("callback, alive:", wr() is not None)


x = Res("x")
keep = weakref.ref(x, report)
print("before del")
del x
print("after del")

y = Res("y")
f = weakref.finalize(y, print, "finalized", "y", sep="-")
print(f.alive, f.peek()[1:], f.atexit)
del y
print(f.alive, f(), f.peek(), f.detach())

z = Res("z")
g = weakref.finalize(z, lambda: "result")
print(g(), g.alive, g())

w = Res("w")
h = weakref.finalize(w, print, "never")
obj, func, args, kwargs = h.detach()
print(obj is w, func is print, args, kwargs, h.alive)
del w, obj
print("detached: nothing printed")


def make():
    local = Res("local")
    weakref.finalize(local, print, "local finalized")
    print("leaving make")


make()
print("after make")

def step():
    pass  # (a call: the sandbox runs queued callbacks at the next step, see CONFORMANCE.md)


collected = []
items = [Res(i) for i in range(3)]
refs = [weakref.ref(o, lambda r, i=i: collected.append(i)) for i, o in enumerate(items)]
items.pop(1)
step()
print(collected)
items.clear()
step()
print(sorted(collected), [r() for r in refs])


def late(wr):
    print("late callback runs")


q = Res("q")
fr = weakref.ref(q, late)
del q
print("after q")
