from fractions import Fraction
from statistics import mean, median, mode, fmean
from decimal import Decimal
recipe = {"flour": Fraction(3, 4), "sugar": Fraction(1, 3), "butter": Fraction(1, 2)}
scale = Fraction(3, 2)
for k, v in recipe.items():
    s = v * scale
    whole, rem = divmod(s.numerator, s.denominator)
    print(f"{k:<7} {s!s:>5} = {whole} {Fraction(rem, s.denominator) if rem else ''}".rstrip(), float(s))
print(sum(recipe.values()), mean(recipe.values()), median([Fraction(1, 2), Fraction(1, 3), Fraction(3, 4)]))
print(mean([Decimal("1.10"), Decimal("2.20")]), median([Decimal(1), Decimal(3)]), fmean([Fraction(1, 3), 1]))
print(Fraction(7, 3) // 1, Fraction(7, 3) % 1, -Fraction(7, 3), abs(Fraction(-1, 2)), Fraction(1, 2) ** -2, Fraction("3/9"))
print(Fraction(1, 3) + 0.5, Fraction(1, 3) == 1 / 3, Fraction(1, 3).limit_denominator(2), Fraction(0.1).limit_denominator(100))
print(format(Fraction(1, 3), "") if False else str(Fraction(1, 3)), repr(Fraction(2, 4)), Fraction(5).is_integer() if hasattr(Fraction, "is_integer") else True)
print(mode(["a", "b", "a"]), Fraction(1, 0))
