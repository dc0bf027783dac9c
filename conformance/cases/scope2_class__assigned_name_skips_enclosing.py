x = "global"
def f():
    x = "enclosing"
    class D:
        print(x)          # assigned below: class namespace, then globals
        x = "attr"
        print(x)
    return D
print(f().x)

def g():
    y = "enclosing"
    class E:
        print(y)          # only read: the enclosing function's value
    return E
g()

def h():
    z = "enclosing"
    class F:
        try:
            print(z)      # assigned in the body, not global either: NameError
        except NameError as e:
            print(type(e).__name__, e)
        z = 1
        def m(self):
            return z      # the method skips the class and sees h's z
    return F().m()
print(h())

def k():
    w = "enclosing"
    class G:
        del_me = 1
        del del_me
        w += "!"          # augmented assignment reads via globals too
    return G.w
w = "global"
print(k())
