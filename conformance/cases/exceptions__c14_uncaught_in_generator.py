def parse(lines):
    for n, line in enumerate(lines, 1):
        key, sep, value = line.partition("=")
        if not sep:
            raise ValueError(f"line {n}: missing '=' in {line!r}")
        yield key.strip(), value.strip()
good = dict(parse(["a = 1", "b=2"]))
print(good)
g = parse(["x=1", "oops", "y=2"])
print(next(g))
print(dict(g))
