# Seeded random addresses, networks and malformed strings: every result and error message
# is compared with CPython through one digest (and a few samples printed in full).
import ipaddress, random
rng = random.Random(7)
def rand_v6_text():
    groups = [f"{rng.choice([0, 0, 0, 1, 0xffff, rng.randrange(65536)]):x}" for _ in range(8)]
    text = ":".join(groups)
    r = rng.random()
    if r < 0.3:
        a = rng.randrange(8); b = rng.randrange(a, 9)
        text = ":".join(groups[:a]) + "::" + ":".join(groups[b:])
    elif r < 0.4:
        text = ":".join(groups[:6]) + ":%d.%d.%d.%d" % tuple(rng.randrange(256) for _ in range(4))
    elif r < 0.5:
        text = text.upper()
    elif r < 0.6:
        text = text.replace(":", rng.choice([":::", "", ":"]), 1)
    return text
out = []
for i in range(400):
    t = rand_v6_text()
    try:
        a = ipaddress.ip_address(t)
        out.append((str(a), a.exploded, a.is_private, a.is_global, a.is_reserved, a.is_multicast, a.ipv4_mapped, a.sixtofour, a.teredo))
    except ValueError as e:
        out.append((type(e).__name__, str(e)))
for i in range(300):
    p = rng.randrange(33)
    v = rng.randrange(1 << 32) & ~((1 << (32 - p)) - 1)
    n = ipaddress.ip_network((v, p))
    other = ipaddress.ip_network((rng.randrange(1 << 32) & ~((1 << 24) - 1), 8), strict=False)
    out.append((str(n), n.is_private, n.is_global, n.overlaps(other), n.subnet_of(other) if True else 0, n < other, str(n.supernet(min(3, p))), n.with_hostmask, n.num_addresses, n.is_reserved, n.is_multicast))
for i in range(300):
    p = rng.randrange(129)
    v = rng.randrange(1 << 128) & ~((1 << (128 - p)) - 1)
    n = ipaddress.ip_network((v, p))
    out.append((str(n), n.is_private, n.is_global, str(n.broadcast_address), n.with_netmask))
for i in range(100):
    a, b = sorted(rng.randrange(1 << 32) for _ in range(2))
    out.append([str(x) for x in ipaddress.summarize_address_range(ipaddress.ip_address(a), ipaddress.ip_address(b))])
    nets = [ipaddress.ip_network((rng.randrange(1 << 16) << 16, rng.randrange(16, 25)), strict=False) for _ in range(6)]
    out.append([str(x) for x in ipaddress.collapse_addresses(nets)])
for i in range(200):
    t = ".".join(rng.choice(["0", "01", "255", "256", "", "a", str(rng.randrange(300)), "1234"]) for _ in range(rng.choice([3, 4, 4, 4, 5])))
    try:
        out.append(str(ipaddress.ip_address(t)))
        out.append(str(ipaddress.IPv4Interface(t + "/" + rng.choice(["8", "255.255.0.0", "0.0.255.255", "33", "255.0.255.0", "x"]))))
    except ValueError as e:
        out.append((type(e).__name__, str(e)))
import hashlib
print(len(out), hashlib.sha256(repr(out).encode()).hexdigest())
for x in out[:5] + out[400:403]:
    print(x)
