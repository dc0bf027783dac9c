import sys
print("working")
sys.stdout.write("done\n")
sys.exit(0)
print("never")
