import asyncio

class Account:
    def __init__(self):
        self.balance = 100
        self.lock = asyncio.Lock()
        self.log = []

    async def withdraw(self, who, amount):
        async with self.lock:
            if self.balance < amount:
                self.log.append(f"{who} denied {amount}")
                return False
            current = self.balance
            await asyncio.sleep(0)
            self.balance = current - amount
            self.log.append(f"{who} took {amount}")
            return True

async def main():
    acct = Account()
    results = await asyncio.gather(*(acct.withdraw(f"u{i}", 30) for i in range(5)))
    print(results, acct.balance)
    print(acct.log)
    lock = asyncio.Lock()
    print(lock.locked())
    await lock.acquire()
    print(lock.locked())
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
