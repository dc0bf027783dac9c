import sys
import threading

log = []

def stop_early():
    log.append("start")
    sys.exit(3)
    log.append("never")

t = threading.Thread(target=stop_early)
t.start()
t.join()
print(log, t.is_alive())
t.join(timeout=1)
print("still here")
