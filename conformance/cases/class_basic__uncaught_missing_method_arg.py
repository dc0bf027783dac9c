class Account:
    def __init__(self, balance):
        self.balance = balance
    def deposit(self, amount):
        self.balance += amount
        return self.balance
acc = Account(10)
print(acc.deposit(5))
acc.deposit()
