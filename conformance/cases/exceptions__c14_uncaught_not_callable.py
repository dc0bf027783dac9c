total = sum([1, 2])
print(total)
result = total(3)
