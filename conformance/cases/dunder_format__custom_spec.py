class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == 'short':
            return f'${self.cents // 100}'
        if spec == '':
            return f'${self.cents / 100:.2f}'
        return format(self.cents / 100, spec)
m = Money(12345)
print(f'{m}')
print(f'{m:short}')
print(f'{m:>10.1f}|')
print(format(m, 'short'), '{:short}'.format(m), '{0:.3f}'.format(m))
