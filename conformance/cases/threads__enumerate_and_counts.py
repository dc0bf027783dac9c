import threading

names = []

def look():
    me = threading.current_thread()
    names.append((me.name, me in threading.enumerate(), me.is_alive()))

t = threading.Thread(target=look, name="inspector")
t.start(); t.join()
print(names)
print(t in threading.enumerate(), threading.main_thread() in threading.enumerate())
print(threading.get_ident() == threading.main_thread().ident)
print(isinstance(threading.get_native_id(), int), threading.TIMEOUT_MAX > 1e9)
