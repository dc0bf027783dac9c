try:
    raise 5
except TypeError as e:
    print(e)
try:
    raise ValueError from 3
except TypeError as e:
    print(e)
class NotExc:
    pass
raise NotExc
