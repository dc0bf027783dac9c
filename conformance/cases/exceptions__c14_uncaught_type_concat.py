count = 3
print("items: " + str(count))
print("items: " + count)
