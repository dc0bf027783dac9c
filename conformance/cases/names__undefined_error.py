x = 10
print(x)
try:
    print(undefined_thing)
except NameError as e:
    print(type(e).__name__, e)
print('after')
print(another_missing + 1)
