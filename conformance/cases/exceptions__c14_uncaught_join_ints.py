ids = [1, 2, 3]
print(",".join(map(str, ids)))
print(",".join(ids))
