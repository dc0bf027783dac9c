def coin_ways(amount, coins):
    memo = {}
    def ways(a, i):
        if a == 0:
            return 1
        if a < 0 or i == len(coins):
            return 0
        key = (a, i)
        if key not in memo:
            memo[key] = ways(a - coins[i], i) + ways(a, i + 1)
        return memo[key]
    return ways(amount, 0)
def min_coins(amount, coins):
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [best[a - c] for c in coins if c <= a and best[a - c] is not None]
        best[a] = min(options) + 1 if options else None
    return best[amount]
for amt in [4, 10, 11, 30, 99]:
    print(amt, coin_ways(amt, [1, 2, 5, 10]), min_coins(amt, [1, 5, 10, 25]), min_coins(amt, [4, 7]))
