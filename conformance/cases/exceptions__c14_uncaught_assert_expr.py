def withdraw(bal, amt):
    assert amt > 0, f"amount must be positive, got {amt}"
    return bal - amt
print(withdraw(10, 3))
withdraw(10, -1)
