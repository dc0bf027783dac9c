def find_prime_factor(n):
    for p in range(2, int(n ** 0.5) + 1):
        if n % p == 0:
            return p
    else:
        return None

print([(n, find_prime_factor(n)) for n in [15, 17, 49, 97, 1]])
grid = [[1, 2, 3], [4, 99, 6], [7, 8, 9]]
for r, row in enumerate(grid):
    for c, v in enumerate(row):
        if v > 50:
            print("found", v, "at", (r, c))
            break
    else:
        continue
    break
else:
    print("not found")
attempts = 0
while attempts < 3:
    attempts += 1
    if attempts == 5:
        break
else:
    print("while finished without break after", attempts)
for x in []:
    print("never")
else:
    print("empty loop runs else")
for i in range(3):
    try:
        if i == 1:
            continue
    finally:
        print("finally", i)
else:
    print("done")
