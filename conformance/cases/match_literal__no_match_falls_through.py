def f(x):
    match x:
        case 1:
            print('one')
        case 2:
            print('two')
    print('after match', x)
f(1)
f(3)
result = 'unset'
match 'zzz':
    case 'a':
        result = 'a'
print(result)
