ages = ["31", "27", "forty"]
print([int(a) for a in ages])
