nums = [5, 2, 9, 1, 5, 6]
nums.sort()
print(nums)
nums.sort(reverse=True)
print(nums)
words = ['banana', 'Apple', 'cherry', 'date', 'fig']
words.sort(key=len)
print(words)
words.sort(key=lambda w: (len(w), w.lower()), reverse=True)
print(words)
recs = [('b', 2), ('a', 2), ('c', 1), ('a', 1)]
recs.sort(key=lambda r: r[1])
print(recs)
print(sorted(recs), nums.sort())
