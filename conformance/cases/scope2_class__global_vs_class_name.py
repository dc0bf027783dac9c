name = 'global'
class A:
    name = 'class'
    def get(self):
        return name
    got_in_body = name
print(A().get(), A.got_in_body)
def f():
    name = 'enclosing'
    class B:
        x = name
        def m(self):
            return name
    return B.x, B().m()
print(f())
