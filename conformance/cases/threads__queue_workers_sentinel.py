import queue
import threading

tasks = queue.Queue()
results = queue.Queue()
for n in range(1, 8):
    tasks.put(n)
NUM_WORKERS = 3
for _ in range(NUM_WORKERS):
    tasks.put(None)

def worker():
    while True:
        item = tasks.get()
        if item is None:
            tasks.task_done()
            break
        results.put((item, item ** 3))
        tasks.task_done()

threads = [threading.Thread(target=worker, daemon=True) for _ in range(NUM_WORKERS)]
for t in threads:
    t.start()
tasks.join()
collected = []
while not results.empty():
    collected.append(results.get_nowait())
print(sorted(collected))
print(tasks.qsize(), tasks.unfinished_tasks)
