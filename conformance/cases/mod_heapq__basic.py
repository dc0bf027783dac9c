import heapq
h = []
for v in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, v)
print(h[0], [heapq.heappop(h) for _ in range(3)], len(h))
data = [7, 2, 9, 4, 1]
heapq.heapify(data)
print(data[0], sorted(data))
print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, [5, 1, 8, 3, 9]))
print(heapq.nlargest(2, ['apple', 'fig', 'banana'], key=len))
print(heapq.heappushpop([1, 5], 3), heapq.heapreplace([1, 5], 3))
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])))
