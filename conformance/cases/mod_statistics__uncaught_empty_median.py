import statistics
print(statistics.median([3, 1, 2]))
print(statistics.median([4, 1, 3, 2]))
data = [x for x in [5, 7] if x > 10]
print(data)
print(statistics.median(data))
