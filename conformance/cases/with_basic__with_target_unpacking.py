class Pair:
    def __enter__(self):
        return (1, [2, 3])
    def __exit__(self, *a):
        pass
with Pair() as (a, (b, c)):
    print(a, b, c)
d = {}
with Pair() as d['k']:
    pass
print(d)
