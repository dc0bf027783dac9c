class Account:
    def __init__(self):
        self.__balance = 100
    def balance(self):
        return self.__balance
a = Account()
print(a.balance())
try:
    a.__balance
except AttributeError as e:
    print(type(e).__name__, e)
print(a._Account__balance)
print(sorted(vars(a)))
