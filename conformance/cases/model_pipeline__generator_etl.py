import csv
import io
import json
RAW = '''date,region,product,units,price
2024-01-03,north,apple,10,0.5
2024-01-03,south,pear,,0.75
2024-01-04,north,pear,4,0.8
2024-01-05,east,apple,7,0.55
bad,row
2024-01-05,north,apple,3,0.5
2024-01-06,south,apple,12,abc'''
def read_rows(text):
    yield from csv.DictReader(io.StringIO(text))
def clean(rows, errors):
    for i, r in enumerate(rows, 2):
        try:
            yield {'date': r['date'], 'region': r['region'], 'product': r['product'],
                   'units': int(r['units']), 'price': float(r['price'])}
        except (TypeError, ValueError) as e:
            errors.append((i, type(e).__name__))
def enrich(rows):
    for r in rows:
        r['revenue'] = round(r['units'] * r['price'], 2)
        yield r
errors = []
rows = list(enrich(clean(read_rows(RAW), errors)))
print('clean rows:', len(rows), 'errors:', errors)
summary = {}
for r in rows:
    key = f"{r['region']}/{r['product']}"
    s = summary.setdefault(key, {'units': 0, 'revenue': 0.0})
    s['units'] += r['units']
    s['revenue'] = round(s['revenue'] + r['revenue'], 2)
print(json.dumps(summary, indent=1, sort_keys=True))
best = max(summary.items(), key=lambda kv: kv[1]['revenue'])
print('best:', best[0], best[1]['revenue'])
by_day = {}
for r in rows:
    by_day[r['date']] = by_day.get(r['date'], 0) + r['units']
print(sorted(by_day.items()))
