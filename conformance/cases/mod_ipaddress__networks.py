import ipaddress

n = ipaddress.ip_network("192.168.0.0/22")
print(repr(n), n, n.num_addresses, n.network_address, n.broadcast_address, n.netmask, n.hostmask, n.prefixlen)
print(n.with_prefixlen, n.with_netmask, n.with_hostmask, n.version, n.max_prefixlen, n.is_private, n.is_global)
print(list(n.subnets()), list(n.subnets(new_prefix=24)), list(n.subnets(prefixlen_diff=1))[1])
print(n.supernet(), n.supernet(prefixlen_diff=6), n.supernet(new_prefix=16), ipaddress.ip_network("0.0.0.0/0").supernet())
print(ipaddress.ip_address("192.168.3.200") in n, ipaddress.ip_address("192.168.4.0") in n, ipaddress.ip_network("192.168.0.0/24") in n)
print(n.overlaps(ipaddress.ip_network("192.168.3.0/24")), n.overlaps(ipaddress.ip_network("10.0.0.0/8")),
      ipaddress.ip_network("192.168.1.0/24").subnet_of(n), n.supernet_of(ipaddress.ip_network("192.168.1.0/24")))
print(n[0], n[1], n[-1], n[1023], list(ipaddress.ip_network("10.0.0.0/30")), list(ipaddress.ip_network("10.0.0.0/30").hosts()))
print(list(ipaddress.ip_network("10.0.0.0/31").hosts()), ipaddress.ip_network("10.0.0.7/32").hosts(),
      list(ipaddress.ip_network("::/127").hosts()), list(ipaddress.ip_network("::/126").hosts()), list(ipaddress.ip_network("1.1.1.1/32").subnets()))
hosts = ipaddress.ip_network("10.0.0.0/8").hosts()
print(next(hosts), next(hosts), next(iter(ipaddress.ip_network("2001:db8::/64").hosts())))
big = ipaddress.ip_network("2001:db8::/32")
print(big.num_addresses, big.exploded, big.with_netmask, big.with_hostmask, big[2 ** 90], next(big.subnets(new_prefix=64)))
print(ipaddress.ip_network("10.0.0.0/255.0.0.0"), ipaddress.ip_network("10.0.0.0/0.0.0.255"), ipaddress.ip_network(("10.0.0.0", 8)),
      ipaddress.ip_network(("10.0.0.0", "8")), ipaddress.ip_network("10.0.0.0/08"), ipaddress.ip_network(167772160),
      ipaddress.ip_network("10.1.2.3/8", strict=False), ipaddress.IPv4Network("10.1.2.3/24", False))
nets = [ipaddress.ip_network(t) for t in ["10.0.0.0/16", "10.0.0.0/8", "9.0.0.0/8", "10.1.0.0/16"]]
print(sorted(nets), nets[0] < nets[1], nets[1] < nets[0], nets[0] == ipaddress.ip_network("10.0.0.0/16"), len(set(nets + nets)))
print(nets[0].compare_networks(nets[1]), nets[1].compare_networks(nets[0]), nets[0].compare_networks(nets[0]))
print(list(ipaddress.ip_network("10.0.0.0/24").address_exclude(ipaddress.ip_network("10.0.0.64/26"))))
print(list(ipaddress.ip_network("10.0.0.0/24").address_exclude(ipaddress.ip_network("10.0.0.0/24"))))
print(list(ipaddress.collapse_addresses([ipaddress.ip_network("10.0.0.0/25"), ipaddress.ip_network("10.0.0.128/25"),
                                         ipaddress.ip_address("10.0.1.0"), ipaddress.ip_address("10.0.1.1")])))
print(list(ipaddress.collapse_addresses([ipaddress.ip_address("192.0.2.%d" % i) for i in range(0, 256, 1) if i != 77])))
print(list(ipaddress.collapse_addresses([])), list(ipaddress.collapse_addresses(ipaddress.ip_network("2001:db8::/126"))))
print(list(ipaddress.summarize_address_range(ipaddress.ip_address("10.0.0.3"), ipaddress.ip_address("10.0.0.20"))))
print(list(ipaddress.summarize_address_range(ipaddress.ip_address("0.0.0.0"), ipaddress.ip_address("255.255.255.255"))))
print(list(ipaddress.summarize_address_range(ipaddress.ip_address("::1"), ipaddress.ip_address("::8"))))
print(ipaddress.get_mixed_type_key(n), ipaddress.get_mixed_type_key(ipaddress.ip_address("1.2.3.4")))
mixed = [ipaddress.ip_address("::1"), ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_address("1.1.1.1")]
print(sorted(mixed, key=ipaddress.get_mixed_type_key))
for text in ["127.0.0.0/8", "224.0.0.0/4", "169.254.0.0/16", "100.64.0.0/10", "ff00::/8", "fe80::/10", "fc00::/7", "::/128", "::1/128"]:
    x = ipaddress.ip_network(text)
    print(text, x.is_private, x.is_global, x.is_loopback, x.is_multicast, x.is_link_local, x.is_reserved, x.is_unspecified)
i = ipaddress.ip_interface("10.1.2.3/255.255.0.0")
print(repr(i), i, i.ip, i.network, i.netmask, i.hostmask, i.with_prefixlen, i.with_netmask, i.with_hostmask, int(i))
j = ipaddress.ip_interface("2001:db8::5/64")
print(repr(j), j.ip, j.network, j.is_global, ipaddress.IPv4Interface("1.2.3.4"), ipaddress.IPv4Interface(("1.2.3.4", 8)))
print(i == ipaddress.ip_interface("10.1.2.3/16"), i == ipaddress.ip_interface("10.1.2.3/8"), i == ipaddress.ip_address("10.1.2.3"),
      ipaddress.ip_address("10.1.2.3") == i, i < ipaddress.ip_interface("10.1.2.4/16"), len({i, ipaddress.ip_interface("10.1.2.3/16")}))
cases = ["10.0.0.0/33", "10.0.0.0/255.0.255.0", "10.0.0.0/x", ("10.0.0.0", 33), "10.0.0.0/8/8", "::/129", "::/ffff::", "10.0.0.0/ 8",
         ("10.0.0.0", -1), "10.0.0.1/8"]
for value in cases:
    for cls in (ipaddress.IPv4Network, ipaddress.IPv6Network, ipaddress.ip_network):
        try:
            cls(value)
        except ValueError as e:
            print(getattr(cls, "__name__", cls), type(e).__name__, e)
ops = [lambda: list(n.subnets(new_prefix=20)), lambda: list(n.subnets(prefixlen_diff=11)), lambda: list(n.subnets(2, 27)),
       lambda: n.supernet(new_prefix=25), lambda: n.supernet(25), lambda: n.supernet(2, 20), lambda: list(n.subnets(-1)),
       lambda: n[1024], lambda: n[-1025], lambda: list(n.address_exclude(ipaddress.ip_network("10.0.0.0/8"))),
       lambda: list(n.address_exclude(ipaddress.ip_address("192.168.0.1"))), lambda: n.subnet_of(ipaddress.ip_network("::/0")),
       lambda: list(ipaddress.summarize_address_range(ipaddress.ip_address("1.1.1.1"), ipaddress.ip_address("1.1.1.0"))),
       lambda: list(ipaddress.summarize_address_range(n, n)), lambda: list(ipaddress.collapse_addresses([n, ipaddress.ip_network("::/0")])),
       lambda: list(ipaddress.collapse_addresses([ipaddress.ip_address("1.1.1.1"), ipaddress.ip_address("::1")])),
       lambda: ipaddress.ip_interface("x"), lambda: ipaddress.IPv4Interface("1.2.3.4/33"), lambda: n < ipaddress.ip_network("::/8"),
       lambda: ipaddress.ip_network("x")]
for op in ops:
    try:
        print(op())
    except (TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)
ipaddress.IPv4Network("10.0.0.1/8")
