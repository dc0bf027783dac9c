def outer():
    def inner():
        return helper_value * 2
    return inner
f = outer()
helper_value = 21
print(f())
del helper_value
print(f())
