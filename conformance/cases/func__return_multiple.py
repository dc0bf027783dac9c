def stats(nums):
    return min(nums), max(nums), sum(nums) / len(nums)
lo, hi, avg = stats([3, 1, 4, 1, 5, 9, 2, 6])
print(lo, hi, avg)
r = stats([10])
print(r, type(r).__name__)
def nothing():
    return
print(nothing())
def empty_div(nums):
    return sum(nums) / len(nums)
print(empty_div([]))
