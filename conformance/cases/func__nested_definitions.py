def outer(n):
    def helper(x):
        return x * n
    def other(y):
        return helper(y) + 1
    return other(10)
print(outer(2), outer(3))
def make_list():
    def inner():
        return 'inner'
    return [inner, inner()]
fs = make_list()
print(fs[1], fs[0]())
