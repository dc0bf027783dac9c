def numbers():
    for i in range(3):
        print('produce', i)
        yield i
def doubled(src):
    for x in src:
        print('double', x)
        yield x * 2
for v in doubled(numbers()):
    print('consume', v)
