import ipaddress
from collections import Counter

site = ipaddress.ip_network("10.20.0.0/22")
needs = {"servers": 100, "office": 200, "wifi": 300, "mgmt": 20, "dmz": 10}
print(site, site.num_addresses, site.netmask, site.hostmask, site.with_prefixlen)

def prefix_for(hosts):
    for p in range(30, 7, -1):
        if 2 ** (32 - p) - 2 >= hosts:
            return p
    raise ValueError(f"no prefix fits {hosts} hosts")

free = [site]
plan = {}
for name, hosts in sorted(needs.items(), key=lambda kv: -kv[1]):
    p = prefix_for(hosts)
    free.sort(key=lambda n: (n.prefixlen, int(n.network_address)), reverse=True)
    for i, block in enumerate(free):
        if block.prefixlen <= p:
            free.pop(i)
            sub, *rest = block.subnets(new_prefix=p)
            plan[name] = sub
            free.extend(ipaddress.collapse_addresses(rest) if rest else [])
            break
    else:
        raise RuntimeError(f"out of space for {name}")
for name, net in sorted(plan.items(), key=lambda kv: int(kv[1].network_address)):
    hosts = list(net.hosts())
    print(f"{name:<8} {str(net):<16} usable={len(hosts):>4} gw={hosts[0]} last={hosts[-1]} bcast={net.broadcast_address}")
print("free:", sorted(str(n) for n in ipaddress.collapse_addresses(free)))
addrs = ["10.20.1.17", "10.20.3.254", "192.168.1.1", "10.20.0.5"]
for a in addrs:
    ip = ipaddress.ip_address(a)
    where = next((n for n, net in plan.items() if ip in net), "-")
    print(f"{a:<13} private={ip.is_private} in={where} int={int(ip)} rev={ip.reverse_pointer}")
iface = ipaddress.ip_interface("10.20.1.17/25")
print(iface.network, iface.ip, iface.with_netmask)
v6 = ipaddress.ip_network("2001:db8::/48")
print(v6.num_addresses == 2 ** 80, next(v6.subnets(new_prefix=64)), ipaddress.ip_address("2001:db8::1").exploded, ipaddress.ip_address("::ffff:10.0.0.1").ipv4_mapped)
try:
    ipaddress.ip_network("10.20.0.1/22")
except ValueError as e:
    print("ValueError:", e)
print(ipaddress.ip_network("10.20.0.1/22", strict=False), sorted(ipaddress.ip_address(a) for a in addrs)[0], Counter(ipaddress.ip_address(a).version for a in addrs))
