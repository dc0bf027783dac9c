from decimal import Decimal
print(Decimal("1.5") * 2)
Decimal("1,5")
