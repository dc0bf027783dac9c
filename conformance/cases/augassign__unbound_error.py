def f():
    total += 1
    return total
total = 0
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
count = 0
count += 1
print(count)
missing += 1
