import sys
total = 0
for i in range(5):
    total += i
    if total > 5:
        print("threshold reached at", i)
        sys.stdout.flush()
        sys.exit(0)
print("not reached")
