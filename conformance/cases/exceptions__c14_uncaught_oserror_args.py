try:
    raise FileNotFoundError(2, "No such file or directory", "cfg.ini")
except OSError as e:
    print(type(e).__name__, e.errno, e.filename)
raise PermissionError(13, "Permission denied", "/etc/shadow")
