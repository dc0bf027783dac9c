import threading

class Downloader(threading.Thread):
    def __init__(self, url, sizes):
        super().__init__(name=f"dl-{url}")
        self.url = url
        self.sizes = sizes
        self.result = None

    def run(self):
        self.result = (self.url, self.sizes.get(self.url, 0) * 2)

sizes = {"a.txt": 10, "b.txt": 25}
workers = [Downloader(u, sizes) for u in ["a.txt", "b.txt", "c.txt"]]
print([w.is_alive() for w in workers])
for w in workers:
    w.start()
for w in workers:
    w.join()
    print(w.name, w.result, w.is_alive())
try:
    workers[0].start()
except RuntimeError as e:
    print("RuntimeError:", e)
