import sys
try:
    sys.exit("first")
except SystemExit as e:
    print("caught", repr(e.code), e.args)
print("again")
sys.exit("fatal: no input given")
