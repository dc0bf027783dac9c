import heapq
scores = [("ann", 88), ("bob", 95), ("cy", 70), ("dee", 95), ("eve", 60)]
print(heapq.nlargest(2, scores, key=lambda s: s[1]), heapq.nsmallest(2, scores, key=lambda s: s[1]))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])), list(heapq.merge(["b", "d"], ["a", "c"], reverse=False)))
h = []
for x in [5, 1, 8, 3, 2]:
    heapq.heappush(h, -x)
print([-heapq.heappop(h) for _ in range(3)], heapq.heappushpop([1, 5], 3), heapq.heapreplace([1, 5], 9))
data = [9, 4, 7, 1]
heapq.heapify(data)
print(data[0], sorted(data))
heapq.heappop([])
