x = 5
print(x)
del x
try:
    print(x)
except NameError as e:
    print('NameError:', e)
x = 7
print(x)
