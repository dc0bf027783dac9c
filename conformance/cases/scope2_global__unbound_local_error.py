x = 10
def f():
    try:
        print(x)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    x = 5
    return x
print(f(), x)
