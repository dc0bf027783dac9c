import asyncio
async def leaf(n):
    return n + 1
async def middle(n):
    return await leaf(n) * 2
async def top():
    a = await middle(1)
    b = await middle(a)
    return [a, b]
print(asyncio.run(top()))
print(asyncio.run(middle(10)))
