import sys
print("before exit")
try:
    sys.exit(3)
except SystemExit as e:
    print("caught exit", e.code)
raise RuntimeError("after")
