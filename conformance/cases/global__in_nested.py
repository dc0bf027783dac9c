total = 0
def outer():
    def inner():
        global total
        total += 100
    inner()
    inner()
    return total
print(outer(), total)
def shadow():
    total = -1
    def inner():
        global total
        return total
    return inner(), total
print(shadow())
