import decimal, json, statistics, csv, re, asyncio

for cls in (decimal.InvalidOperation, decimal.FloatOperation, json.JSONDecodeError,
            statistics.StatisticsError, asyncio.CancelledError, re.error, csv.Error):
    print(cls.__name__, [k.__name__ for k in cls.__mro__], cls.__base__.__name__,
          [b.__name__ for b in cls.__bases__])
try:
    decimal.Decimal("x")
except Exception as e:
    print(type(e).__name__, [k.__name__ for k in type(e).__mro__[1:]])
try:
    json.loads("{bad")
except ValueError as e:
    print(" -> ".join(k.__name__ for k in type(e).__mro__))
