try:
    raise ValueError('x') from 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    raise 'string'
except TypeError as e:
    print(type(e).__name__, e)
class NotExc: pass
try:
    raise NotExc
except TypeError as e:
    print(type(e).__name__, e)
