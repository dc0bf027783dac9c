n = 10
class C:
    n = 3
    first_iter = [i for i in range(n)]     # the first iterable is evaluated in the class body
    uses_global = [n for _ in range(2)]     # the element cannot see the class's n
    try:
        nested = [i for _ in range(1) for i in range(n)]
    except NameError as e:
        nested = "unreachable"
print(C.first_iter, C.uses_global, C.nested)

def f():
    m = "enclosing"
    class D:
        m = "class"
        got = [m for _ in range(2)]          # the comprehension sees f's m, not the class's
        gen = list(m for _ in range(1))
        lam = (lambda: m)()
    return D.got, D.gen, D.lam, D.m
print(f())

class E:
    k = 5
    try:
        vals = [k for _ in range(2)]
    except NameError as e:
        vals = str(e)
print(E.vals)
