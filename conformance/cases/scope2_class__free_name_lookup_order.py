def g():
    class E:
        try:
            print(later)  # only read, and f's variable is not bound yet
        except NameError as e:
            print(type(e).__name__ + ":", e)
        def m(self):
            return later
    later = 1
    return E().m()
print(g())

def h():
    v = "enclosing"
    class F:
        got = v
        v = "class"       # bound later in the body: the whole body reads globals for v
    return F.got
v = "global"
print(h())
