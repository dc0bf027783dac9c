import heapq

logs_a = [(1, "a-start"), (4, "a-mid"), (9, "a-end")]
logs_b = [(2, "b-start"), (3, "b-x"), (10, "b-end")]
logs_c = [(0, "c-boot"), (11, "c-end")]
print([msg for _, msg in heapq.merge(logs_a, logs_b, logs_c)])
print(list(heapq.merge([5, 3, 1], [6, 2], reverse=True)))
words = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(heapq.nlargest(3, freq.items(), key=lambda kv: (kv[1], kv[0])))
class TopK:
    def __init__(self, k):
        self.k, self.heap = k, []
    def add(self, score, item):
        if len(self.heap) < self.k:
            heapq.heappush(self.heap, (score, item))
        elif score > self.heap[0][0]:
            heapq.heapreplace(self.heap, (score, item))
    def result(self):
        return sorted(self.heap, reverse=True)
t = TopK(3)
for i, s in enumerate([5, 1, 9, 3, 7, 9, 2]):
    t.add(s, f"item{i}")
print(t.result())
h = [5, 2, 8]
heapq.heapify(h)
heapq.heappush(h, 1)
print([heapq.heappop(h) for _ in range(len(h))])
