"""Agent-loop example: model-written code calling host tools inside a sandbox session.

Run with ``python examples/agent_tools.py``.  Two host tools are exposed to the guest: a plain
function (``get_weather``) and an async one (``search``, awaited by the guest with ``await``).
Three "model turns" run one after another in one session, so variables persist between them,
like an agent loop.  The third turn fails on purpose to show the traceback a model would see;
the fourth shows the session carrying on.  Exits non-zero if any turn behaves unexpectedly.
"""

from __future__ import annotations

import anyio

from sandbox import Limits, Sandbox

_WEATHER = {
    "Paris": {"temp_c": 14, "sky": "cloudy"},
    "Tokyo": {"temp_c": 21, "sky": "sunny"},
    "Lima": {"temp_c": 18, "sky": "fog"},
    "Berlin": {"temp_c": 9, "sky": "rain"},
}

_DOCS = [
    {"title": "Sandboxing Python for LLM agents", "url": "https://example.org/a", "score": 0.91},
    {"title": "Why exec() is not a sandbox", "url": "https://example.org/b", "score": 0.87},
    {"title": "Resource limits in pure Python", "url": "https://example.org/c", "score": 0.78},
    {"title": "Unrelated cooking blog", "url": "https://example.org/d", "score": 0.12},
]


def get_weather(city: str) -> dict:
    """Current weather for *city* (canned data)."""
    return dict(_WEATHER.get(city, {"temp_c": None, "sky": "unknown"}))


async def search(query: str, limit: int = 3) -> list[dict]:
    """Search results for *query* (canned data)."""
    await anyio.sleep(0)
    return [dict(d, query=query) for d in _DOCS[:limit]]


STEPS = [
    # Step 1: call a sync tool in a loop, keep results in a dict for later turns.
    """
weather = {}
for city in ["Paris", "Tokyo", "Lima"]:
    weather[city] = get_weather(city)
print(f"fetched weather for {len(weather)} cities")
warmest = max(weather, key=lambda c: weather[c]["temp_c"])
warmest
""",
    # Step 2: await an async tool and print a report built with f-strings.
    """
results = await search("python sandbox")
print(f"{len(results)} results for 'python sandbox':")
for rank, r in enumerate(sorted(results, key=lambda r: -r["score"]), start=1):
    print(f"  {rank}. {r['title']:<40} {r['score']:.2f}  {r['url']}")
print(f"warmest city from step 1: {warmest} ({weather[warmest]['temp_c']} C)")
""",
    # Step 3: a mistake a model might make: a KeyError on a missing city.
    """
print("looking up Berlin...")
berlin = weather["Berlin"]
""",
    # Step 4: the model reads the traceback and recovers; the session state is intact.
    """
weather["Berlin"] = get_weather("Berlin")
print(f"Berlin: {weather['Berlin']['sky']}; cities known: {', '.join(sorted(weather))}")
""",
]

EXPECT_OK = [True, True, False, True]


def main() -> int:
    sandbox = Sandbox(tools=[get_weather, search], limits=Limits())
    session = sandbox.session()
    status = 0
    for n, (code, expect_ok) in enumerate(zip(STEPS, EXPECT_OK, strict=True), start=1):
        print(f"=== step {n} ===")
        result = session.run_sync(code.lstrip("\n"))
        print(result.output, end="")
        if result.stderr:  # warnings, logging, traceback.print_exc(): the model reads them too
            print(f"[stderr]\n{result.stderr}", end="")
        if result.value is not None:
            print(f"-> {result.value!r}")
        if result.ok:
            print(f"[ok: {result.stats.steps} steps, {result.stats.tool_calls} tool calls]")
        else:
            assert result.error is not None
            print("[error; this is what the model sees:]")
            print(result.error.traceback, end="")
        if result.ok != expect_ok:
            print(f"!! step {n}: expected ok={expect_ok}, got ok={result.ok}")
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
