count = 0
def outer():
    def inner():
        global count
        count += 1
        return count
    inner()
    inner()
    return inner()
print(outer(), count)
def reader():
    return count * 10
print(reader())
