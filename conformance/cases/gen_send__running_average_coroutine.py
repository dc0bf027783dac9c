def averager():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        if value is None:
            break
        total += value
        count += 1
        average = total / count
    return (count, average)

avg = averager()
next(avg)
for v in [10, 20, 30, 5]:
    print(avg.send(v))
try:
    avg.send(None)
except StopIteration as stop:
    print("result", stop.value)

def delegator(results):
    while True:
        result = yield from averager()
        results.append(result)

results = []
d = delegator(results)
next(d)
for v in [1, 2, 3, None, 100, None]:
    d.send(v)
print(results)
def echo():
    received = []
    try:
        while True:
            received.append((yield len(received)))
    except GeneratorExit:
        print("closing with", received)
e = echo()
next(e); e.send("a"); e.send("b")
e.close()
print(e.send.__name__)
