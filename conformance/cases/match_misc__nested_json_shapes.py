def summarize(resp):
    match resp:
        case {"status": "ok", "data": {"items": [], **rest}}:
            return "ok, empty"
        case {"status": "ok", "data": {"items": [{"id": first_id}, *_] as items}}:
            return f"ok, {len(items)} items, first {first_id}"
        case {"status": "error", "error": {"code": int(code), "message": str(msg)}} if code >= 500:
            return f"server error {code}: {msg}"
        case {"status": "error", "error": {"code": code}}:
            return f"client error {code}"
        case {"status": status}:
            return f"unknown status {status!r}"
        case [*responses]:
            return [summarize(r) for r in responses]
        case _:
            return "not a response"

samples = [
    {"status": "ok", "data": {"items": [], "page": 1}},
    {"status": "ok", "data": {"items": [{"id": 7}, {"id": 8}]}},
    {"status": "error", "error": {"code": 503, "message": "busy"}},
    {"status": "error", "error": {"code": 404, "message": "nope"}},
    {"status": "weird"},
    [{"status": "ok", "data": {"items": []}}, {"status": 1}],
    42,
]
for s in samples:
    print(summarize(s))
match (1, [2, 3], {"k": "v"}):
    case (int(a), [b, *c], {"k": str(d)}):
        print(a, b, c, d)
