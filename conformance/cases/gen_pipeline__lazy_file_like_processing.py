import io

data = io.StringIO("""timestamp,value
1,10
2,
3,30
bad,row
4,40
5,-5
""")

def rows(f):
    header = next(f).strip().split(",")
    for lineno, line in enumerate(f, 2):
        yield lineno, dict(zip(header, line.strip().split(",")))

def valid(records, errors):
    for lineno, r in records:
        try:
            yield {"t": int(r["timestamp"]), "v": int(r["value"])}
        except ValueError as e:
            errors.append((lineno, str(e)))

def positive(records):
    return (r for r in records if r["v"] > 0)

def running_mean(records):
    total = n = 0
    for r in records:
        total += r["v"]
        n += 1
        yield r["t"], total / n

errors = []
pipeline = running_mean(positive(valid(rows(data), errors)))
print(next(pipeline))
print(errors)
print(list(pipeline))
print(errors)
