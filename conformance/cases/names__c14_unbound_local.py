total = 0
def add(n):
    try:
        total += n
    except UnboundLocalError as e:
        print(e)
add(1)
def late():
    print(x)
    x = 1
try:
    late()
except NameError as e:
    print(type(e).__name__, e)
def deleted():
    y = 1
    del y
    return y
deleted()
