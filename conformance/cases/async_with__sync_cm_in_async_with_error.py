import asyncio
class SyncOnly:
    def __enter__(self): return self
    def __exit__(self, *a): pass
async def main():
    try:
        async with SyncOnly():
            pass
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
asyncio.run(main())
