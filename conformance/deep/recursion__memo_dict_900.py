memo = {}
def ways(n):
    if n < 2:
        return 1
    if n in memo:
        return memo[n]
    memo[n] = (ways(n - 1) + ways(n - 2)) % 1_000_007
    return memo[n]
print(ways(900))
