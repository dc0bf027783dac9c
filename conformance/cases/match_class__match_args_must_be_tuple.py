class Bad:
    __match_args__ = ['x']
    x = 1
try:
    match Bad():
        case Bad(1):
            print('yes')
except TypeError as e:
    print(type(e).__name__, e)
