prices = {'apple': 0.5, 'pear': 0.75, 'fig': 2.0, 'kiwi': 0.3}
doubled = {k: v * 2 for k, v in prices.items()}
cheap = {k: v for k, v in prices.items() if v < 0.6}
print(doubled)
print(cheap)
by_price = dict(sorted(prices.items(), key=lambda kv: kv[1]))
print(list(by_price))
inverted = {v: k for k, v in prices.items()}
print(inverted[2.0])
merged = {**prices, 'fig': 1.5, 'lime': 0.2}
print(merged)
print(sum(prices.values()), round(sum(prices.values()) / len(prices), 3))
