class Coll:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
print(len(Coll(3)), bool(Coll(3)), bool(Coll(0)))
print('yes' if Coll(0) else 'no', not Coll(2))
class NegLen:
    def __len__(self): return -1
try:
    len(NegLen())
except ValueError as e:
    print(type(e).__name__, e)
class StrLen:
    def __len__(self): return '3'
try:
    len(StrLen())
except TypeError as e:
    print(type(e).__name__, e)
