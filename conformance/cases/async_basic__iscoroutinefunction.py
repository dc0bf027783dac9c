import asyncio
async def a():
    pass
def b():
    pass
print(asyncio.iscoroutinefunction(a), asyncio.iscoroutinefunction(b))
c = a()
print(asyncio.iscoroutine(c))
asyncio.run(c)
print('ran')
