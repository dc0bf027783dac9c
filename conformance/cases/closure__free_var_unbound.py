def outer():
    def inner():
        return y
    try:
        inner()
    except NameError as e:
        print(type(e).__name__, e)
    y = 1
    return inner()
print(outer())
