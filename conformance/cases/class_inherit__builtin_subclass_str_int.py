class Name(str):
    def shout(self):
        return self.upper() + '!'
n = Name('bob')
print(n, n.shout(), n + 'by', type(n + 'by').__name__, len(n))
class Money(int):
    def __str__(self):
        return f'${int(self)}'
m = Money(5)
print(m, m + 3, type(m + 3).__name__, str(m * 2))
print(repr(m), f'{m}')
