name = 'X'
count = 3
msg = (
    f'name={name} '
    'plain '
    f'count={count:02}'
)
print(msg)
print(f'''multi
line {name}''')
print(rf'raw \n {name}', fr'{count}\t')
print(f'{name}' f'{count}' 'z')
