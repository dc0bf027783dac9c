x = 10
name = 'bob'
lst = [1, 2]
print(f'{x=}')
print(f'{x = }')
print(f'{name=}')
print(f'{name=!s}')
print(f'{x*2=}')
print(f'{lst[0]=} {len(lst)=}')
print(f'{3.14159=:.2f}')
