class Rec:
    def __init__(self, k):
        self.k = k
    def __eq__(self, other):
        return self.k == other.k
print(Rec(1) == Rec(1))
s = {Rec(1), Rec(2)}
