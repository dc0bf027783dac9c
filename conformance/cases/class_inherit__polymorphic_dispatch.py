class Expr:
    def evaluate(self):
        raise NotImplementedError
class Num(Expr):
    def __init__(self, v): self.v = v
    def evaluate(self): return self.v
    def show(self): return str(self.v)
class Add(Expr):
    def __init__(self, a, b): self.a, self.b = a, b
    def evaluate(self): return self.a.evaluate() + self.b.evaluate()
    def show(self): return f'({self.a.show()} + {self.b.show()})'
class Mul(Add):
    def evaluate(self): return self.a.evaluate() * self.b.evaluate()
    def show(self): return f'{self.a.show()} * {self.b.show()}'
e = Add(Num(2), Mul(Num(3), Add(Num(1), Num(4))))
print(e.show(), '=', e.evaluate())
print(isinstance(e.b, Add), type(e.b).__name__)
