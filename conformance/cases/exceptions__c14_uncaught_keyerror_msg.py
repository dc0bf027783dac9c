prices = {"apple": 1.2}
order = ["apple", "kiwi"]
print(sum(prices[o] for o in order))
