from collections import Counter

inventory = Counter(apples=5, pears=2, figs=0)
sold = Counter(apples=3, pears=4)
print(inventory - sold, inventory + sold)
print(inventory & sold, inventory | sold)
inventory.subtract(sold)
print(inventory)
print(+inventory, -inventory)
words = "the cat and the hat and the bat".split()
c = Counter(words)
print(c.most_common(2), c["dog"], c.total())
print(sorted(c.elements())[:5])
c.update(["cat", "cat"])
print(c["cat"], sorted(c.items()))
print(Counter("abracadabra").most_common())
del c["the"]
print("the" in c, len(c))
print(Counter({"a": 3}) == Counter(a=3, b=0))
