import sys
import math
import os
import json

def env_report():
    vi = sys.version_info
    info = {
        "python": f"{vi.major}.{vi.minor}",
        "at_least_3_8": vi >= (3, 8),
        "implementation": sys.implementation.name,
        "cache_tag_ok": sys.implementation.cache_tag.startswith(sys.implementation.name),
        "impl_version_matches": sys.implementation.version[:3] == vi[:3],
        "maxsize_bits": (sys.maxsize + 1).bit_length(),
        "float_digits": sys.float_info.dig,
        "epsilon": sys.float_info.epsilon,
        "fs_encoding": sys.getfilesystemencoding(),
        "default_encoding": sys.getdefaultencoding(),
        "byteorder_known": sys.byteorder in ("little", "big"),
        "unicode": hex(sys.maxunicode),
        "hexversion_ok": sys.hexversion >> 24 == vi.major,
        "sep": os.sep,
    }
    return info

rep = env_report()
width = max(map(len, rep))
for k, v in rep.items():
    print(f"{k:<{width}} : {v}")
assert sys.version_info[:2] >= (3, 11), "needs 3.11+"
features = []
if sys.version_info >= (3, 10):
    features.append("match")
if sys.version_info >= (3, 11):
    features += ["ExceptionGroup", "tomllib"]
if sys.version_info >= (3, 12):
    features.append("type statement")
print("features:", [f for f in features if f != "type statement"])
print(sys.int_info.bits_per_digit in (15, 30), sys.float_info.max > 1e308, math.isinf(sys.float_info.max * 2))
print(json.dumps({k: rep[k] for k in ("python", "implementation", "fs_encoding")}))
sys.stdout.write("written directly\n")
print("flush ok", flush=True)
print(sys.float_repr_style, repr(0.1 + 0.2), sys.getrecursionlimit() > 100)
try:
    sys.exit("fatal: config missing")
except SystemExit as e:
    print("caught SystemExit:", e.code, e.args)
try:
    sys.exit()
except SystemExit as e:
    print("code:", e.code)
