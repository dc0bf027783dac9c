import asyncio
class Conn:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        await asyncio.sleep(0)
        print('connect', self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0)
        print('disconnect', self.name, et.__name__ if et else None)
        return et is KeyError
async def main():
    async with Conn('db') as c:
        print('using', c.name)
    async with Conn('cache'):
        raise KeyError('suppressed')
    print('after suppression')
    try:
        async with Conn('api'):
            raise ValueError('propagates')
    except ValueError as e:
        print('caught', e)
asyncio.run(main())
