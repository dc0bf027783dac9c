e = SystemExit(1, "two")
print(e.code, e.args)
e.code = None
raise e
