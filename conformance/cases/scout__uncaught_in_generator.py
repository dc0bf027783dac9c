def parse(lines):
    for n, line in enumerate(lines, 1):
        k, v = line.split("=")
        yield k.strip(), int(v)
data = ["a = 1", "b = 2", "c = three"]
out = {}
for k, v in parse(data):
    out[k] = v
    print("ok", k, v)
