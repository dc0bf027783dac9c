class Greeter:
    def greet(self, name, *, loud=False):
        msg = f'hello {name}'
        return msg.upper() if loud else msg
g = Greeter()
print(g.greet('ann'), g.greet('bob', loud=True))
g.greet('cy', shout=True)
