class Plain: pass
try:
    Plain()[0]
except TypeError as e:
    print(type(e).__name__, e)
try:
    Plain()[0] = 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    del Plain()[0]
except TypeError as e:
    print(type(e).__name__, e)
