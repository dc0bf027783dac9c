value = 'g'
class K:
    global value
    value = 'set from class body'
    other = value
print(value, K.other, hasattr(K, 'value'))
