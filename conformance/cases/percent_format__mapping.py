data = {'name': 'Bob', 'age': 25, 'score': 93.456}
print('%(name)s is %(age)d' % data)
print('%(score).1f%% by %(name)r' % data)
print('%(age)05d' % data)
print('%*d|%-*d|' % (5, 42, 4, 7))
print('%.*f' % (2, 3.14159))
print(b'%s and %d' % (b'bytes', 5))
