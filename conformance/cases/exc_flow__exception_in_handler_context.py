try:
    try:
        raise ValueError('first')
    except ValueError as e:
        print('handling', e)
        raise TypeError('second')
except TypeError as e:
    print(e, '| context:', e.__context__)
