from fractions import Fraction
from dataclasses import dataclass
import re
import math

UNICODE_FRACTIONS = {"½": Fraction(1, 2), "⅓": Fraction(1, 3), "¼": Fraction(1, 4), "¾": Fraction(3, 4), "⅔": Fraction(2, 3)}

def parse_qty(text: str) -> Fraction:
    text = text.strip()
    total = Fraction(0)
    for part in text.split():
        if part in UNICODE_FRACTIONS:
            total += UNICODE_FRACTIONS[part]
        elif re.fullmatch(r"\d+/\d+", part):
            total += Fraction(part)
        else:
            total += Fraction(part)
    return total

def pretty(q: Fraction) -> str:
    q = q.limit_denominator(16)
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac

@dataclass
class Ingredient:
    qty: Fraction
    unit: str
    name: str

LINE = re.compile(r"^(?P<qty>[\d/ ½⅓¼¾⅔.]+)\s+(?P<unit>cup|cups|tbsp|tsp|g|ml|pinch)?\s*(?P<name>.+)$")
RECIPE = """1 1/2 cups flour
¾ cup sugar
2 tbsp butter
1/3 tsp salt
250 g chocolate
0.5 cup milk
3 eggs"""

ingredients = []
for line in RECIPE.splitlines():
    m = LINE.match(line)
    ingredients.append(Ingredient(parse_qty(m["qty"]), m["unit"] or "", m["name"]))

for servings_from, servings_to in [(4, 6), (4, 2), (4, 10)]:
    factor = Fraction(servings_to, servings_from)
    print(f"--- {servings_from} -> {servings_to} servings (x{factor}) ---")
    for ing in ingredients:
        q = ing.qty * factor
        unit = ing.unit
        if unit == "tsp" and q >= 3:
            q, unit = q / 3, "tbsp"
        print(f"{pretty(q):>7} {unit:<5}{ing.name}")
total_cups = sum((i.qty for i in ingredients if i.unit.startswith("cup")), Fraction(0))
print("cups:", total_cups, float(total_cups), pretty(total_cups))
print(Fraction(3, 6), Fraction("0.125"), Fraction(1, 3) + Fraction(1, 6), Fraction(7, 4) // 1, Fraction(7, 4) % 1, -Fraction(1, 3))
print(Fraction(math.pi).limit_denominator(1000), Fraction(2, 3) < 0.67, Fraction(1, 2) == 0.5, round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(Fraction(1, 3).numerator, Fraction(6, 4).denominator, Fraction(3, 4).as_integer_ratio(), int(Fraction(-7, 2)), math.floor(Fraction(-7, 2)), Fraction(2) ** -2)
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fraction("one half")
except ValueError as e:
    print("ValueError:", e)
print(sorted([Fraction(1, 2), Fraction(1, 3), 0.4, 1]), sum([Fraction(1, n) for n in range(1, 6)]), f"{str(Fraction(1, 3)):>8}", hash(Fraction(1, 2)) == hash(0.5))
