vals = [0.1, 0.2 + 0.1, 1/3, 2/3, 1e15, 1e16, 1.23e-5, 0.0001, 123456789.123, 5e-324, 1.7976931348623157e308, -1.5, 100.0, 1e-4, 9.999999999999999e22]
for v in vals:
    print(repr(v), str(v))
print(repr(float('inf')), repr(-float('inf')), repr(float('nan')))
