import threading

calls = []
b = threading.Barrier(1, action=lambda: calls.append("action"))
print(b.parties, b.n_waiting, b.broken)
print(b.wait(), b.wait(), calls)
b.abort()
print(b.broken)
try:
    b.wait()
except threading.BrokenBarrierError:
    print("BrokenBarrierError")
b.reset()
print(b.broken, b.wait())
b2 = threading.Barrier(3, timeout=0.02)
try:
    b2.wait()
except threading.BrokenBarrierError:
    print("timed out, broken:", b2.broken)
