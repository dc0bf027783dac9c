class Account:
    def __init__(self):
        self._bal = 0
    @property
    def balance(self):
        return self._bal
a = Account()
print(a.balance)
a.balance = 100
