def make():
    def get():
        return value
    try:
        get()
    except NameError as e:
        print(type(e).__name__, e)
    value = 'now bound'
    return get()
print(make())
