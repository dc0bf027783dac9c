import asyncio
class FetchError(Exception):
    pass
async def fetch(url):
    await asyncio.sleep(0)
    if 'bad' in url:
        raise FetchError(f'cannot fetch {url}')
    return f'content of {url}'
async def main():
    print(await fetch('good.example'))
    print(await fetch('bad.example'))
asyncio.run(main())
