import threading

fired = []
watchdog = threading.Timer(30.0, fired.append, args=["watchdog"])
watchdog.start()
print("alive:", watchdog.is_alive())
watchdog.cancel()
watchdog.join()
print("fired:", fired, watchdog.is_alive())

quick = threading.Timer(0.02, lambda: fired.append("quick"))
quick.start()
quick.join()
print("fired:", fired, quick.finished.is_set())
