x = 'global'
def outer():
    x = 'enclosing'
    def inner():
        return x
    def inner_local():
        x = 'local'
        return x
    return inner(), inner_local(), x
print(outer())
def outer2():
    def inner():
        return x
    return inner()
print(outer2())
