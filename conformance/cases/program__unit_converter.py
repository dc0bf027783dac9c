factors = {'mm': 0.001, 'cm': 0.01, 'm': 1.0, 'km': 1000.0, 'in': 0.0254, 'ft': 0.3048, 'mi': 1609.344}
def convert(value, src, dst):
    if src not in factors:
        raise KeyError(src)
    if dst not in factors:
        raise KeyError(dst)
    return value * factors[src] / factors[dst]
queries = ['10 km mi', '12 in cm', '5280 ft mi', '3 m parsec', 'abc m cm', '1 mi km']
for q in queries:
    try:
        v, s, d = q.split()
        result = convert(float(v), s, d)
        print(f'{v} {s} = {result:.4g} {d}')
    except KeyError as e:
        print(f'unknown unit {e}')
    except ValueError as e:
        print(f'bad number: {e}')
