import asyncio

async def download(name, size):
    await asyncio.sleep(size / 1000)
    if name == "bad.bin":
        raise IOError(f"{name}: checksum mismatch")
    return name, size

async def main():
    files = {"a.txt": 30, "b.txt": 10, "bad.bin": 20, "c.txt": 40}
    done, failed = 0, []
    total = 0
    for fut in asyncio.as_completed([download(n, s) for n, s in files.items()]):
        try:
            name, size = await fut
            total += size
            done += 1
            print(f"[{done + len(failed)}/{len(files)}] {name} ({size} KB)")
        except OSError as e:
            failed.append(str(e))
            print(f"[{done + len(failed)}/{len(files)}] failed: {e}")
    print("total", total, "failed", failed)

asyncio.run(main())
