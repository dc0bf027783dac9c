transactions = [
    ('alice', 'deposit', 100),
    ('bob', 'deposit', 50),
    ('alice', 'withdraw', 30),
    ('bob', 'withdraw', 80),
    ('carol', 'withdraw', 10),
    ('alice', 'transfer:bob', 50),
    ('bob', 'deposit', -5),
]
balances = {}
errors = []
def apply(who, kind, amount):
    if amount <= 0:
        raise ValueError(f'invalid amount {amount}')
    bal = balances.get(who, 0)
    if kind == 'deposit':
        balances[who] = bal + amount
    elif kind == 'withdraw' or kind.startswith('transfer:'):
        if who not in balances:
            raise KeyError(who)
        if bal < amount:
            raise ValueError(f'insufficient funds: {bal} < {amount}')
        balances[who] = bal - amount
        if kind.startswith('transfer:'):
            target = kind.split(':', 1)[1]
            balances[target] = balances.get(target, 0) + amount
for i, (who, kind, amount) in enumerate(transactions, 1):
    try:
        apply(who, kind, amount)
        print(f'#{i} ok   {who:<6} {kind:<13} {amount:>5}')
    except (KeyError, ValueError) as e:
        errors.append((i, type(e).__name__, str(e)))
        print(f'#{i} FAIL {who:<6} {type(e).__name__}: {e}')
print(balances)
print(errors)
