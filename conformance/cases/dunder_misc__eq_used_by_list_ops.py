class K:
    def __init__(self, k): self.k = k
    def __eq__(self, o):
        print('eq', self.k, getattr(o, 'k', o))
        return isinstance(o, K) and self.k == o.k
lst = [K(1), K(2), K(3)]
print(K(2) in lst)
lst.remove(K(3))
print(len(lst))
try:
    lst.index(K(9))
except ValueError as e:
    print(type(e).__name__, 'not found')
