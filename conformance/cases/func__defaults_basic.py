def greet(name, greeting='Hello', punct='!'):
    return greeting + ', ' + name + punct
print(greet('Ann'))
print(greet('Bob', 'Hi'))
print(greet('Cy', punct='?'))
print(greet(greeting='Yo', name='Di'))
def none_ret():
    pass
print(none_ret())
def early(x):
    if x:
        return
    return 'late'
print(early(1), early(0))
