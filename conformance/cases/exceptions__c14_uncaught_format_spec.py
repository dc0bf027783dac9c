price = "9.5"
print(f"{float(price):.2f}")
print(f"{price:.2f}")
