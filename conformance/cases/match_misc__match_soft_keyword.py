match = [1, 2]
case = 'c'
print(match, case)
match match:
    case [x, y]:
        print('matched', x, y)
_ = 'underscore var'
print(_)
