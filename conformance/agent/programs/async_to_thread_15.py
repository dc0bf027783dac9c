# Convert amounts with the (blocking) currency tool from async code.
import asyncio

AMOUNTS = [159.89, 287.88]
CURRENCIES = ['EUR', 'GBP', 'JPY', 'USD']

async def convert(amount, ccy):
    try:
        return ccy, await asyncio.to_thread(convert_currency, amount, "USD", ccy)
    except (KeyError, ValueError) as exc:
        return ccy, f"failed ({type(exc).__name__})"

async def main():
    out = {}
    for amount in AMOUNTS:
        rows = await asyncio.gather(*(convert(amount, c) for c in CURRENCIES))
        out[amount] = dict(rows)
    return out

for amount, row in asyncio.run(main()).items():
    cells = ", ".join(f"{c}={v:.2f}" if isinstance(v, float) else f"{c}={v}"
                      for c, v in row.items())
    print(f"{amount:>8.2f} USD -> {cells}")
