g = 'global value'
def remove():
    global g
    del g
remove()
try:
    print(g)
except NameError as e:
    print(type(e).__name__, e)
def local_del():
    g = 1
    del g
    return 'ok'
print(local_del())
