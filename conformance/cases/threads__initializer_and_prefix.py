import threading
from concurrent.futures import ThreadPoolExecutor

state = threading.local()
inits = []

def init(tag):
    state.tag = tag
    inits.append(tag)

def job(x):
    return f"{state.tag}:{x}:{threading.current_thread().name}"

with ThreadPoolExecutor(max_workers=1, thread_name_prefix="svc", initializer=init,
                        initargs=("db",)) as ex:
    print(list(ex.map(job, [1, 2, 3])))
print(inits)
