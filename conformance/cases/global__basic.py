counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
print(counter)
def read_only():
    return counter * 10
print(read_only())
def create():
    global created
    created = 'yes'
create()
print(created)
