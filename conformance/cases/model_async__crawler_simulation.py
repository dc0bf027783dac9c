import asyncio
PAGES = {
    '/': ['/a', '/b'],
    '/a': ['/c', '/'],
    '/b': ['/c', '/d', '/slow'],
    '/c': [],
    '/d': ['/missing'],
    '/slow': ['/e'],
    '/e': [],
}
SLOW = {'/slow': 3}
class FetchError(Exception):
    pass
async def fetch(url):
    for _ in range(SLOW.get(url, 1)):
        await asyncio.sleep(0)
    if url not in PAGES:
        raise FetchError(f'404 {url}')
    return PAGES[url]
async def crawl(start, limit=10):
    seen = {start}
    frontier = [start]
    depth = 0
    errors = []
    edges = 0
    while frontier and len(seen) < limit:
        results = await asyncio.gather(*(fetch(u) for u in frontier), return_exceptions=True)
        nxt = []
        for url, res in zip(frontier, results):
            if isinstance(res, Exception):
                errors.append(str(res))
                continue
            edges += len(res)
            print(f'depth {depth}: {url} -> {res}')
            for link in res:
                if link not in seen:
                    seen.add(link)
                    nxt.append(link)
        frontier = sorted(nxt)
        depth += 1
    return sorted(seen), errors, edges, depth
async def main():
    pages, errors, edges, depth = await crawl('/')
    print('seen', pages)
    print('errors', errors)
    print('edges', edges, 'depth', depth)
    limited = await crawl('/', limit=3)
    print('limited crawl saw', limited[0])
asyncio.run(main())
