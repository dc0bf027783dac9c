class Overdraft(Exception):
    def __init__(self, acct, need):
        self.acct, self.need = acct, need
        super().__init__(acct, need)
    def __str__(self):
        return f"account {self.acct} short by {self.need:.2f}"

balances = {"chk": 100.0, "sav": 500.0}
def move(src, dst, amt):
    if balances[src] < amt:
        raise Overdraft(src, amt - balances[src])
    balances[src] -= amt
    balances[dst] += amt

for src, dst, amt in [("sav", "chk", 50), ("chk", "sav", 120.5)]:
    move(src, dst, amt)
    print(balances)
try:
    move("chk", "sav", 1000)
except Overdraft as e:
    print(repr(e), e.args)
try:
    move("chk", "cash", 1)
except KeyError as e:
    print("KeyError", e)
print(balances)
move("sav", "chk", 10_000)
