def process(x):
    try:
        return 10 / x
    except ZeroDivisionError:
        print('logging error for', x)
        raise
print(process(2))
try:
    process(0)
except ZeroDivisionError as e:
    print('outer caught', e)
process(0)
