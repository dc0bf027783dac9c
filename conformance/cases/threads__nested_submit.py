from concurrent.futures import ThreadPoolExecutor

pool = ThreadPoolExecutor(max_workers=4)

def leaf(n):
    return n * n

def branch(n):
    subs = [pool.submit(leaf, n + k) for k in range(3)]
    return sum(f.result() for f in subs)

tops = [pool.submit(branch, n) for n in (1, 10)]
print([f.result() for f in tops])
pool.shutdown(wait=True)
try:
    pool.submit(leaf, 1)
except RuntimeError as e:
    print("RuntimeError:", e)
