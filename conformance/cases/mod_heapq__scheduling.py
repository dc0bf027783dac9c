import heapq

tasks = [(3, "write report"), (1, "fix outage"), (2, "review PR"), (1, "call client"), (5, "lunch")]
heap = []
for priority, name in tasks:
    heapq.heappush(heap, (priority, name))
order = [heapq.heappop(heap) for _ in range(3)]
print(order, len(heap), heap[0])
nums = [9, 4, 7, 1, 8, 2, 6]
heapq.heapify(nums)
print(nums[0], heapq.nsmallest(3, nums), heapq.nlargest(2, nums))
print(heapq.heappushpop(nums, 0), heapq.heapreplace(nums, 10), sorted(nums))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])))
words = ["kiwi", "banana", "fig", "cherry", "apple"]
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(2, words, key=lambda w: w[-1]))
counter = 0
class Job:
    def __init__(self, name, when):
        self.name, self.when = name, when
    def __lt__(self, other):
        return self.when < other.when
jobs = [Job("c", 30), Job("a", 10), Job("b", 20)]
heapq.heapify(jobs)
print([heapq.heappop(jobs).name for _ in range(3)])
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
