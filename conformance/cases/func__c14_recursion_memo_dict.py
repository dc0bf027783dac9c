def count_change(amount, coins, memo=None):
    memo = {} if memo is None else memo
    key = (amount, len(coins))
    if key in memo:
        return memo[key]
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    memo[key] = count_change(amount - coins[0], coins, memo) + count_change(amount, coins[1:], memo)
    return memo[key]
print(count_change(100, [50, 25, 10, 5, 1]), count_change(0, []), count_change(3, [2]))
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print([edit_distance(x, y) for x, y in [("kitten", "sitting"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]])
