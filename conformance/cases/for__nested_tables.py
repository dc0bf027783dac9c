for i in range(1, 4):
    row = ''
    for j in range(1, 4):
        row += f'{i * j:4}'
    print(row)
pairs = []
for x in 'ab':
    for y in range(2):
        for z in [True]:
            pairs.append((x, y, z))
print(pairs)
