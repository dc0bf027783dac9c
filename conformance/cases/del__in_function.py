g = 'global'
def f():
    x = 1
    del x
    try:
        return x
    except UnboundLocalError as e:
        return str(e)
print(f())
def h():
    lst = [1, 2, 3]
    del lst[1]
    return lst
print(h())
print(g)
