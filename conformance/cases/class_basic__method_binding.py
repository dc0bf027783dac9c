class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting
    def greet(self, who):
        return f'{self.greeting}, {who}!'
g = Greeter('Hello')
m = g.greet
print(m('world'))
print(Greeter.greet(g, 'there'))
print(m.__self__ is g, m.__func__ is Greeter.greet)
print(Greeter.greet.__name__, Greeter.greet.__qualname__)
fs = [Greeter(w).greet for w in ('Hi', 'Yo')]
print([f('x') for f in fs])
