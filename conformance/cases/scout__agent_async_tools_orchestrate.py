import asyncio
import json
from dataclasses import dataclass, field

@dataclass
class ToolCall:
    name: str
    args: dict
    result: object = None
    error: str | None = None
    attempts: int = 0

async def search(query, limit=3):
    await asyncio.sleep(0.001)
    if not query:
        raise ValueError("empty query")
    return [f"{query}-{i}" for i in range(limit)]

async def fetch(url):
    await asyncio.sleep(0.002)
    if "bad" in url:
        raise ConnectionError(f"cannot reach {url}")
    return {"url": url, "len": len(url) * 10}

TOOLS = {"search": search, "fetch": fetch}

async def run_call(call: ToolCall, retries=2):
    for attempt in range(1, retries + 1):
        call.attempts = attempt
        try:
            call.result = await asyncio.wait_for(TOOLS[call.name](**call.args), timeout=1)
            call.error = None
            return call
        except ConnectionError as e:
            call.error = f"{type(e).__name__}: {e}"
        except (ValueError, TypeError) as e:
            call.error = f"{type(e).__name__}: {e}"
            return call
    return call

async def main():
    plan = [ToolCall("search", {"query": "python"}), ToolCall("search", {"query": ""}), ToolCall("fetch", {"url": "https://ok.io"}),
            ToolCall("fetch", {"url": "https://bad.io"}), ToolCall("search", {"query": "x", "limt": 1})]
    done = await asyncio.gather(*(run_call(c) for c in plan))
    for c in done:
        print(f"{c.name:<7} attempts={c.attempts} ok={c.error is None} ->", json.dumps(c.result) if c.error is None else c.error)
    ok = [c for c in done if c.error is None]
    print(f"{len(ok)}/{len(done)} succeeded")
    await TOOLS["fetch"]("https://bad.io")

asyncio.run(main())
