def one(a):
    return a
def three(a, b, c):
    return a
def kwo(*, k1, k2):
    return k1
for call in ['one()', 'three(1)', 'three()', 'kwo()', 'kwo(k1=1)']:
    try:
        if call == 'one()':
            one()
        elif call == 'three(1)':
            three(1)
        elif call == 'three()':
            three()
        elif call == 'kwo()':
            kwo()
        else:
            kwo(k1=1)
    except TypeError as e:
        print(call, '->', e)
