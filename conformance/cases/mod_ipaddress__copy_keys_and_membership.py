import copy, ipaddress
a = ipaddress.ip_address("10.0.0.1"); n = ipaddress.ip_network("10.0.0.0/24"); i = ipaddress.ip_interface("10.0.0.5/24")
print(copy.copy(a) == a, copy.deepcopy(n) == n, copy.deepcopy(i), {a: 1}[ipaddress.IPv4Address("10.0.0.1")], f"{a} {n!r}")
print(isinstance(i, ipaddress.IPv4Address), ipaddress.ip_network(a), ipaddress.ip_network(ipaddress.ip_address("::1")), ipaddress.IPv4Network(n.network_address))
print(ipaddress.ip_address("1.2.3.4") in ipaddress.ip_network("::/96"))
print(ipaddress.ip_address('::a00:1') in ipaddress.ip_network('10.0.0.0/8'))
for x in ["x", 5]:
    try:
        print(x in ipaddress.ip_network('10.0.0.0/8'))
    except AttributeError as e:
        print(e)
