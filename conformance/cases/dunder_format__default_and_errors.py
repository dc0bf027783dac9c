class Plain:
    def __str__(self):
        return 'plain'
p = Plain()
print(f'{p}', format(p), '{}'.format(p))
try:
    f'{p:>10}'
except TypeError as e:
    print(type(e).__name__, e)
class BadFmt:
    def __format__(self, spec):
        return 3
try:
    format(BadFmt())
except TypeError as e:
    print(type(e).__name__, e)
