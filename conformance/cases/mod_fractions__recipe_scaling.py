from fractions import Fraction

recipe = {"flour (cups)": "2 1/4", "sugar (cups)": "3/4", "eggs": "2", "butter (cups)": "1/2"}

def parse_amount(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total

def pretty(frac):
    whole, rem = divmod(frac.numerator, frac.denominator)
    if rem == 0:
        return str(whole)
    f = Fraction(rem, frac.denominator)
    return f"{whole} {f}" if whole else str(f)

for factor in [Fraction(1, 2), Fraction(3, 2), Fraction(3)]:
    scaled = {k: pretty(parse_amount(v) * factor) for k, v in recipe.items()}
    print(factor, scaled)
total = sum(parse_amount(v) for k, v in recipe.items() if "cups" in k)
print("cups total:", total, pretty(total), float(total))
print(Fraction(22, 7) - Fraction(355, 113), Fraction(1, 3) ** -2, Fraction(-3, 4).__abs__())
print(Fraction("3.1415").limit_denominator(100), Fraction(5, 10) == Fraction(1, 2), Fraction(3) == 3)
