def printer(prefix):
    while True:
        item = yield
        print(prefix, item)
def filt(pred, target):
    while True:
        item = yield
        if pred(item):
            target.send(item)
p = printer('even:')
next(p)
f = filt(lambda x: x % 2 == 0, p)
next(f)
for i in range(7):
    f.send(i)
