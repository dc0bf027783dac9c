def averager():
    total = 0
    count = 0
    avg = None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count
a = averager()
print(next(a))
print(a.send(10))
print(a.send(20))
print(a.send(0))
