not_a_class = 'str'
try:
    match 'x':
        case not_a_class():
            print('matched')
except TypeError as e:
    print(type(e).__name__, e)
