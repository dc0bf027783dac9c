def make_avg():
    nums = []
    def add(x):
        nums.append(x)
        return sum(nums) / len(nums)
    return add
avg = make_avg()
print(avg(10))
print(avg(20))
print(avg('30'))
