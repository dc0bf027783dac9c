from enum import Enum, auto
class State(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    DISPENSING = auto()
class VendingError(Exception):
    pass
class Machine:
    PRICES = {'cola': 150, 'chips': 100, 'candy': 65}
    COINS = (100, 25, 10, 5)
    def __init__(self, stock):
        self.stock = dict(stock)
        self.state = State.IDLE
        self.credit = 0
    def insert(self, coin):
        if coin not in self.COINS:
            raise VendingError(f'rejected coin {coin}')
        self.credit += coin
        self.state = State.HAS_MONEY
    def change(self, amount):
        out = []
        for c in self.COINS:
            n, amount = divmod(amount, c)
            out += [c] * n
        return out
    def select(self, item):
        if self.state is not State.HAS_MONEY:
            raise VendingError('insert money first')
        if self.stock.get(item, 0) == 0:
            raise VendingError(f'{item} sold out')
        price = self.PRICES[item]
        if self.credit < price:
            raise VendingError(f'need {price - self.credit} more for {item}')
        self.state = State.DISPENSING
        self.stock[item] -= 1
        chg = self.change(self.credit - price)
        self.credit, self.state = 0, State.IDLE
        return item, chg
m = Machine({'cola': 1, 'chips': 5, 'candy': 0})
script = [('select', 'cola'), ('insert', 100), ('select', 'cola'), ('insert', 25), ('insert', 3),
          ('insert', 100), ('select', 'cola'), ('insert', 100), ('select', 'cola'), ('select', 'candy'), ('select', 'chips')]
for action, arg in script:
    try:
        result = getattr(m, action)(arg)
        print(f'{action}({arg}) -> {result}  [{m.state.name}, credit={m.credit}]')
    except VendingError as e:
        print(f'{action}({arg}) !! {e}  [{m.state.name}, credit={m.credit}]')
print(m.stock)
