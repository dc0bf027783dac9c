print(sorted([3, 1], reverse=True))
sorted([3, 1], reversed=True)
