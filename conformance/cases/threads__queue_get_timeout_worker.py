import queue
import threading

jobs = queue.Queue()
for name in ["resize", "crop", "blur"]:
    jobs.put(name)
done = []
lock = threading.Lock()

def worker():
    while True:
        try:
            job = jobs.get(timeout=0.01)
        except queue.Empty:
            return
        with lock:
            done.append(job.upper())
        jobs.task_done()

ts = [threading.Thread(target=worker) for _ in range(2)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(done), jobs.empty())
