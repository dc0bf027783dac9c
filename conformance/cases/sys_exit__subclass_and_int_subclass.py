class Status(int):
    pass


class Done(SystemExit):
    pass


try:
    raise Done(Status(9))
except SystemExit as e:
    print(type(e).__name__, e.code, type(e.code).__name__)
raise Done(Status(6))
