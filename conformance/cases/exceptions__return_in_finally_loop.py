def f():
    for i in range(5):
        try:
            if i == 2:
                return i
        finally:
            print('leaving', i)
print(f())
def count():
    n = 0
    try:
        n += 1
        return n
    finally:
        n += 100
        print('n in finally', n)
print(count())
