from contextlib import suppress
data = ['1', 'x', '3', None, '5']
total = 0
for d in data:
    with suppress(ValueError, TypeError):
        total += int(d)
        print('added', d)
print(total)
