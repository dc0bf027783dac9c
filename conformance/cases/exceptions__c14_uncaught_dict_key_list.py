cache = {}
cache[(1, 2)] = "ok"
print(cache)
cache[[1, 2]] = "bad"
