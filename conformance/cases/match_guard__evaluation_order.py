def check(v):
    print('guard check', v)
    return v > 2
for x in [1, 5]:
    match x:
        case int(n) if check(n):
            print('big', n)
        case int(n):
            print('small', n)
match [1, 2, 3]:
    case [*_, last] if last % 2:
        print('odd last', last)
