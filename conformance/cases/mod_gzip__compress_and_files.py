# gzip on bytes and through GzipFile / gzip.open over in-memory streams
import gzip
import io
import json

records = [{"id": i, "name": f"item-{i}", "tags": ["a", "b"][: i % 3]} for i in range(50)]
payload = json.dumps(records).encode("utf-8")
blob = gzip.compress(payload, mtime=0)
print(len(payload), len(blob) < len(payload), blob[:4], gzip.decompress(blob) == payload)
print(gzip.compress(b"abc", compresslevel=1, mtime=1700000000)[:10])
print(gzip.decompress(gzip.compress(b"one", mtime=0) + gzip.compress(b"two", mtime=0)))

buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as gz:
    for record in records[:3]:
        gz.write((json.dumps(record) + "\n").encode())
raw = buf.getvalue()
print(raw[:10], len(raw))
with gzip.GzipFile(fileobj=io.BytesIO(raw)) as gz:
    print(gz.mode == gzip.READ, gz.readline())
    print([json.loads(line)["id"] for line in gz])
with gzip.open(io.BytesIO(raw), "rt", encoding="utf-8") as text:
    print(text.read().count("\n"))
out = io.BytesIO()
with gzip.open(out, "wt", encoding="utf-8") as text:
    text.write("héllo\nwörld\n")
print(gzip.decompress(out.getvalue()).decode())
gz = gzip.GzipFile(fileobj=io.BytesIO(blob))
print(gz.read(10), gz.read(5), gz.closed)
gz.close()
print(gz.closed)
for bad in (b"not gzip", blob[:20], blob[:-4]):
    try:
        gzip.decompress(bad)
    except (gzip.BadGzipFile, EOFError) as exc:
        print(type(exc).__name__, exc)
try:
    gzip.GzipFile(fileobj=io.BytesIO(b"plain text")).read()
except gzip.BadGzipFile as exc:
    print("BadGzipFile:", exc)
