import threading

class Account:
    def __init__(self, balance):
        self.balance = balance
        self._lock = threading.RLock()

    def withdraw(self, amount):
        with self._lock:
            if amount > self.balance:
                raise ValueError(f"insufficient funds: {self.balance} < {amount}")
            self.balance -= amount

    def transfer_all(self, other, amounts):
        with self._lock:
            for a in amounts:
                self.withdraw(a)
                other.deposit(a)

    def deposit(self, amount):
        with self._lock:
            self.balance += amount

a, b = Account(100), Account(0)
a.transfer_all(b, [10, 20, 30])
print(a.balance, b.balance)
try:
    a.transfer_all(b, [30, 30])
except ValueError as e:
    print("error:", e)
print(a.balance, b.balance)
r = threading.RLock()
print(r.acquire(), r.acquire(), r.acquire(blocking=False))
r.release(); r.release(); r.release()
try:
    r.release()
except RuntimeError as e:
    print(e)
