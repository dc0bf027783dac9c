try:
    raise ValueError('original')
finally:
    print('in finally')
    raise KeyError('replacement')
