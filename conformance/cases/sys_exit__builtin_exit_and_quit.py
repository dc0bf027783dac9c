print(repr(exit), repr(quit))
try:
    quit(4)
except SystemExit as e:
    print("quit", e.code)
exit(5)
