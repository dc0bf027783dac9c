from decimal import Decimal, ROUND_HALF_EVEN, getcontext

getcontext().prec = 28
CENTS = Decimal("0.01")

def amortization(principal, annual_rate, months):
    r = annual_rate / 12
    payment = (principal * r / (1 - (1 + r) ** -months)).quantize(CENTS, ROUND_HALF_EVEN)
    balance = principal
    rows = []
    for m in range(1, months + 1):
        interest = (balance * r).quantize(CENTS, ROUND_HALF_EVEN)
        principal_part = payment - interest
        if m == months:
            principal_part = balance
            payment = principal_part + interest
        balance -= principal_part
        rows.append((m, payment, interest, principal_part, balance))
    return rows

rows = amortization(Decimal("10000"), Decimal("0.06"), 6)
for m, pay, intr, prin, bal in rows:
    print(f"{m:>2} {pay:>9} {intr:>7} {prin:>9} {bal:>9}")
print(sum(r[2] for r in rows), sum(r[1] for r in rows))
print(Decimal("19.99") * 3, (Decimal("10") / 3).quantize(CENTS), Decimal("1.005").quantize(CENTS))
print(Decimal("100.00").to_eng_string(), Decimal("1E+2") == 100, Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
print(max(Decimal("1.10"), Decimal("1.1")), Decimal("1.10").compare(Decimal("1.1")), Decimal(7).fma(2, 1))
