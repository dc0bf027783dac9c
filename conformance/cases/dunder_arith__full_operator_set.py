class N:
    def __init__(self, v): self.v = v
    def __floordiv__(self, o): return f'{self.v}//{o}'
    def __truediv__(self, o): return f'{self.v}/{o}'
    def __mod__(self, o): return f'{self.v}%{o}'
    def __pow__(self, o): return f'{self.v}**{o}'
    def __rpow__(self, o): return f'{o}**{self.v}'
    def __lshift__(self, o): return f'{self.v}<<{o}'
    def __and__(self, o): return f'{self.v}&{o}'
    def __or__(self, o): return f'{self.v}|{o}'
    def __xor__(self, o): return f'{self.v}^{o}'
    def __invert__(self): return f'~{self.v}'
    def __pos__(self): return f'+{self.v}'
    def __matmul__(self, o): return f'{self.v}@{o}'
    def __rsub__(self, o): return f'{o}-{self.v}'
    def __divmod__(self, o): return (self.v // o, self.v % o)
n = N(7)
print(n // 2, n / 2, n % 2, n ** 2, 2 ** n, n << 1)
print(n & 1, n | 1, n ^ 1, ~n, +n, n @ 3, 10 - n, divmod(n, 3))
