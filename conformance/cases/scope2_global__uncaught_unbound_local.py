counter = 0
def increment():
    counter += 1
    return counter
print('calling')
increment()
