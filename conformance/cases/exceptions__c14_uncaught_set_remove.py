seen = {1, 2}
seen.discard(5)
seen.remove(2)
print(sorted(seen))
seen.remove(2)
