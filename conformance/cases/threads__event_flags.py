import threading

ready = threading.Event()
results = []

def producer():
    results.extend([1, 2, 3])
    ready.set()

print(ready.is_set())
threading.Thread(target=producer).start()
if ready.wait(timeout=2):
    print("ready:", results)
ready.clear()
print(ready.is_set(), ready.wait(0.01))
ready.set()
print(ready.wait(), ready.is_set())
