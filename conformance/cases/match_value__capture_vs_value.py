RED = 'red'
class C:
    RED = 'red'
def test(x):
    match x:
        case C.RED:
            return 'dotted value match'
        case _:
            return 'no'
print(test('red'), test('blue'))
def shadow(x):
    match x:
        case RED:
            return f'captured as RED={RED}'
print(shadow('anything'))
