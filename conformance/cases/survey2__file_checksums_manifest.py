import hashlib
import io
import os
import json
import base64
import zlib
import sys

FILES = {
    "data/readme.txt": b"hello sandbox\n",
    "data/numbers.csv": b"a,b\n1,2\n3,4\n",
    "data/blob.bin": bytes(range(256)) * 4,
    "data/empty.txt": b"",
}

root = "/tmp/manifest_demo"
for rel, content in FILES.items():
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(content)

def digest_file(path, algo="sha256", chunk=64):
    h = hashlib.new(algo)
    with open(path, "rb") as fh:
        while block := fh.read(chunk):
            h.update(block)
    return h.hexdigest()

manifest = {}
for dirpath, dirnames, filenames in os.walk(root):
    dirnames.sort()
    for fn in sorted(filenames):
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, root)
        size = os.path.getsize(full)
        with open(full, "rb") as fh:
            data = fh.read()
        manifest[rel] = {
            "size": size,
            "sha256": digest_file(full),
            "md5": hashlib.md5(data).hexdigest(),
            "crc32": f"{zlib.crc32(data):08x}",
        }
for rel, info in manifest.items():
    print(f"{rel:<20} {info['size']:>5}  {info['sha256'][:16]}  {info['crc32']}")

with open(os.path.join(root, "data/readme.txt"), "rb") as fh:
    print(hashlib.file_digest(fh, "sha256").hexdigest() == manifest["data/readme.txt"]["sha256"])
print(hashlib.file_digest(io.BytesIO(b"abc"), hashlib.sha1).hexdigest())
blob = json.dumps(manifest, sort_keys=True).encode()
sig = base64.b64encode(hashlib.sha256(blob).digest()).decode()
print("manifest signature:", sig)
packed = base64.urlsafe_b64encode(zlib.compress(blob, 9)).rstrip(b"=")
print(len(blob), "->", len(packed), "chars packed")
restored = json.loads(zlib.decompress(base64.urlsafe_b64decode(packed + b"=" * (-len(packed) % 4))))
print(restored == manifest, sys.getfilesystemencoding(), sys.getdefaultencoding())
empty = manifest["data/empty.txt"]
print(empty["sha256"] == hashlib.sha256().hexdigest(), empty["crc32"])
