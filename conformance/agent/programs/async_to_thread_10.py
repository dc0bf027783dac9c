# Convert amounts with the (blocking) currency tool from async code.
import asyncio

AMOUNTS = [299.7, 155.04, 445.75]
CURRENCIES = ['GBP', 'USD', 'JPY', 'EUR']

async def convert(amount, ccy):
    return await asyncio.to_thread(convert_currency, amount, "USD", ccy)

async def main():
    out = {}
    for amount in AMOUNTS:
        tasks = {c: asyncio.create_task(convert(amount, c)) for c in CURRENCIES}
        await asyncio.wait(tasks.values())
        row = {}
        for c, t in tasks.items():
            exc = t.exception()
            row[c] = f"failed ({type(exc).__name__})" if exc else t.result()
        out[amount] = row
    return out

for amount, row in asyncio.run(main()).items():
    cells = ", ".join(f"{c}={v:.2f}" if isinstance(v, float) else f"{c}={v}"
                      for c, v in row.items())
    print(f"{amount:>8.2f} USD -> {cells}")
