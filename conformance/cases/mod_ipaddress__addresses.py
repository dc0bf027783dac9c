import ipaddress

a = ipaddress.ip_address("192.168.1.10")
b = ipaddress.ip_address("2001:db8::1")
print(repr(a), repr(b), str(a), str(b), type(a).__name__, type(b).__name__, a.version, b.version)
print(int(a), a + 5, a - 10, a.packed, a.exploded, b.exploded, b.compressed, a.max_prefixlen)
print(ipaddress.ip_address(3232235786), ipaddress.ip_address(2 ** 32), ipaddress.IPv4Address(b"\x7f\x00\x00\x01"))
for text in ["127.0.0.1", "10.1.2.3", "8.8.8.8", "100.64.0.1", "169.254.1.1", "224.0.0.1", "240.0.0.1",
             "0.0.0.0", "::1", "::", "fe80::1", "fec0::1", "ff02::1", "2001:4860::8888", "fc00::1",
             "::ffff:10.0.0.1", "2002:c000:204::1"]:
    x = ipaddress.ip_address(text)
    print(text, x.is_private, x.is_global, x.is_loopback, x.is_multicast, x.is_link_local,
          x.is_reserved, x.is_unspecified, getattr(x, "is_site_local", None))
m = ipaddress.ip_address("::ffff:1.2.3.4")
print(m, m.ipv4_mapped, ipaddress.ip_address("2002:c000:204::1").sixtofour,
      ipaddress.ip_address("2001:0:4136:e378:8000:63bf:3fff:fdd2").teredo)
print(ipaddress.ip_address("1:0:0:2:0:0:0:3"), ipaddress.ip_address("1:0:0:2:0:0:3:4"),
      ipaddress.ip_address("0:0:0:0:0:0:0:0"), ipaddress.ip_address("1::"), ipaddress.ip_address("ABCD:EF01::"))
s = ipaddress.ip_address("fe80::1%eth0")
print(s, repr(s), s.scope_id, s == ipaddress.ip_address("fe80::1"), ipaddress.ip_address("fe80::1").scope_id)
print(a.reverse_pointer, b.reverse_pointer)
addrs = [ipaddress.ip_address(t) for t in ["10.0.0.2", "10.0.0.10", "9.255.255.255", "10.0.0.1"]]
print(sorted(addrs), max(addrs), min(addrs), addrs[0] < addrs[1], addrs[0] >= addrs[3], addrs[0] != addrs[3])
print(a == ipaddress.IPv4Address("192.168.1.10"), a == "192.168.1.10", len({a, ipaddress.ip_address("192.168.1.10")}))
for spec in ["", "s", "b", "x", "X", "#b", "_x", "#_b", "n", ">20s", "#x"]:
    print(repr(format(a, spec)), repr(format(ipaddress.ip_address("::abcd"), spec)))
print(f"{a:>16s}|{b:#_n}")
print(ipaddress.v4_int_to_packed(3232235786), ipaddress.v6_int_to_packed(1), ipaddress.IPV4LENGTH, ipaddress.IPV6LENGTH)
print(issubclass(ipaddress.AddressValueError, ValueError), issubclass(ipaddress.NetmaskValueError, ValueError))
bad = ["1.2.3", "1.2.3.256", "1.2.3.01", "1.2.3.a", "1.2.3.1234", "", "1..2.3", "1.2.3.4/8",
       "0300.1.1.1", "1:2", "1:2:3:4:5:6:7:8:9", "1::2::3", ":1:2:3:4:5:6:7", "1:2:3:4:5:6:7:",
       "1:2:3:4:5:6:7", "g::1", "12345::", "1:2:3:4:5:6:7::8:9", "::1.2.3", "fe80::1%", "::1/64",
       "1:2:3:4:5:6:7:8:1.2.3.4", 2 ** 32, -1, b"abc", 1.5]
for value in bad:
    for cls in (ipaddress.IPv4Address, ipaddress.IPv6Address):
        try:
            cls(value)
        except ValueError as e:
            print(cls.__name__, type(e).__name__, e)
for thing in ["x", "1.2.3.4.5", -1]:
    try:
        ipaddress.ip_address(thing)
    except ValueError as e:
        print(type(e).__name__, e)
for op in [lambda: a < b, lambda: ipaddress.ip_address("255.255.255.255") + 1, lambda: ipaddress.v4_int_to_packed(2 ** 32),
           lambda: format(a, "d"), lambda: a + "1"]:
    try:
        print(op())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
ipaddress.ip_address("999.1.1.1")
