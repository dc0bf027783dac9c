nums = [5, -3, 8, 0, 2]
print(sum(x * x for x in nums))
print(max(abs(x) for x in nums), min(x for x in nums if x > 0))
print(any(x < 0 for x in nums), all(x < 10 for x in nums))
print(sorted((x for x in nums), reverse=True))
print(tuple(str(x) for x in nums), set(x % 2 for x in nums))
print(dict((str(x), x) for x in nums[:2]))
print(', '.join(str(x) for x in nums))
