parts = ['a', 'b', 'c']
print('-'.join(parts))
parts.append(4)
print(len(parts))
print(', '.join(parts))
