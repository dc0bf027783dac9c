def make():
    n = 0
    def bump():
        n += 1
        return n
    return bump
make()()
