class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f'need {needed}, have {available}')
        self.needed = needed
def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds(amount, balance)
    return balance - amount
print(withdraw(100, 30))
print(withdraw(10, 30))
