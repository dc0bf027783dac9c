def adder(n):
    def add(x):
        return x + n
    return add
add5 = adder(5)
add10 = adder(10)
print(add5(1), add10(1), adder(-1)(1))
def compose(f, g):
    return lambda x: f(g(x))
print(compose(add5, add10)(0), compose(str, add5)(1) + '!')
def multi(*fs):
    def run(x):
        for f in fs:
            x = f(x)
        return x
    return run
print(multi(add5, str, len)(100))
