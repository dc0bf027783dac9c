nums = [1, 2, 3, 4]
g = (n * 10 for n in nums)
nums.append(5)
print(list(g))
g2 = (x for x in range(3))
print(next(g2), list(g2), list(g2))
print(sum(x * x for x in range(10) if x % 2))
print(max((len(w), w) for w in 'the quick brown foxes'.split()))
