print('ab' * 3, 3 * 'ab', 'x' * 0, 'x' * -2)
print([1, 2] * 2, (0,) * 3, [] * 10)
nested = [[0]] * 3
nested[0].append(1)
print(nested)
print(b'ab' * 2, True * 'yes', 'no' * False)
