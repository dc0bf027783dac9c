import threading

t = threading.Thread(target=print, args=("ran",))
try:
    t.join()
except RuntimeError as e:
    print("RuntimeError:", e)
t.start()
t.join()
try:
    threading.current_thread().join()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    t.daemon = True
except RuntimeError as e:
    print("RuntimeError:", e)

class Broken(threading.Thread):
    def __init__(self):
        pass

try:
    Broken().start()
except RuntimeError as e:
    print("RuntimeError:", e)
