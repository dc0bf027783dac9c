x = 'global x'
def show_local():
    x = 'local x'
    def inner():
        return x
    return inner()
def show_global():
    def inner():
        global x
        return x
    x = 'enclosing x'
    return inner(), x
print(show_local())
print(show_global())
print(x)
