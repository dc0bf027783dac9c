def outer():
    x = 'outer'
    def local_only():
        x = 'local'
        return x
    def with_nonlocal():
        nonlocal x
        x = 'changed'
        return x
    print(local_only(), x)
    print(with_nonlocal(), x)
outer()
