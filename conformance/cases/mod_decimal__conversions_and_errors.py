from decimal import Decimal, InvalidOperation, DivisionByZero
print(Decimal(0.5), Decimal('0.50').normalize(), Decimal(3).as_tuple())
print(int(Decimal('7.9')), float(Decimal('2.5')), Decimal('-0'), Decimal('NaN').is_nan())
try:
    Decimal('abc')
except InvalidOperation as e:
    print(type(e).__name__)
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print(type(e).__name__, issubclass(DivisionByZero, ZeroDivisionError))
print(Decimal('1.5') < 2, Decimal('1.5') == 1.5, max(Decimal('1'), Decimal('1.0')))
try:
    Decimal('1.5') + 1.5
except TypeError as e:
    print(type(e).__name__, e)
