# Class-level methods of the allowlisted modules' types
import collections
import decimal
import fractions
import statistics

print(decimal.Decimal.from_float(0.1))
print(fractions.Fraction.from_float(0.75), fractions.Fraction.from_decimal(decimal.Decimal("1.25")))
print(collections.OrderedDict.fromkeys("ba", 1), collections.defaultdict.fromkeys("ab", 2))
try:
    collections.Counter.fromkeys("abc")
except NotImplementedError as e:
    print("NotImplementedError:", e)
d = statistics.NormalDist.from_samples([1, 2, 3, 4, 5])
print(round(d.mean, 3), round(d.stdev, 3))
