import threading

ctx = threading.local()

def handle(request_id, out):
    ctx.request_id = request_id
    ctx.steps = []
    for step in ("auth", "load", "render"):
        ctx.steps.append(f"{ctx.request_id}:{step}")
    out.append(list(ctx.steps))

out = []
ctx.request_id = "main"
threads = [threading.Thread(target=handle, args=(f"req{i}", out)) for i in range(3)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(out))
print(ctx.request_id, hasattr(ctx, "steps"))

class Config(threading.local):
    def __init__(self):
        self.retries = 3

cfg = Config()
cfg.retries = 5
seen = []
t = threading.Thread(target=lambda: seen.append(cfg.retries))
t.start(); t.join()
print(cfg.retries, seen)
