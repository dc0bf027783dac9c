def shout(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper() + '!'
    return wrapper
@shout
def greet(name):
    return 'hello ' + name
print(greet('bob'))
def twice(fn):
    def w(x):
        return fn(fn(x))
    return w
@twice
def inc(x):
    return x + 1
print(inc(5))
