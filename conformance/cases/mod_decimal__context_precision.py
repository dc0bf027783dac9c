from decimal import Decimal, getcontext, localcontext
print(Decimal(1) / Decimal(7))
with localcontext() as ctx:
    ctx.prec = 5
    print(Decimal(1) / Decimal(7))
    print(Decimal('123456789') + 0)
print(Decimal(2) / Decimal(3))
getcontext().prec = 10
print(Decimal(1) / Decimal(3))
getcontext().prec = 28
print(Decimal(1) / Decimal(3))
