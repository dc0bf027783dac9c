rows = ["a:1", "b:2", "c"]
for r in rows:
    k, v = r.split(":")
    print(k, int(v))
