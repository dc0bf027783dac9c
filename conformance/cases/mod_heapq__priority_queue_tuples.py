import heapq
tasks = []
heapq.heappush(tasks, (2, 'write tests'))
heapq.heappush(tasks, (1, 'fix bug'))
heapq.heappush(tasks, (3, 'refactor'))
heapq.heappush(tasks, (1, 'deploy'))
while tasks:
    prio, name = heapq.heappop(tasks)
    print(prio, name)
try:
    heapq.heappop([])
except IndexError as e:
    print(type(e).__name__, e)
