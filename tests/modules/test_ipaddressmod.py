"""ipaddress in the sandbox: guest code, so walking a huge network is lazy and charged a
step per address, and nothing it makes is a host object."""

from __future__ import annotations

import time

from .differential import limit_error, same


def test_hosts_of_a_slash_8_is_lazy_and_metered() -> None:
    """16M hosts: the step limit ends the walk, long before a list could be built."""
    start = time.monotonic()
    err = limit_error("import ipaddress\nfor h in ipaddress.ip_network('10.0.0.0/8').hosts():\n"
                      "    pass", max_steps=200_000)
    assert err.limit == "max_steps"
    assert time.monotonic() - start < 30


def test_listing_an_ipv6_slash_64_hits_a_limit() -> None:
    err = limit_error("import ipaddress\nlist(ipaddress.ip_network('2001:db8::/64').hosts())",
                      max_steps=200_000)
    assert err.limit in ("max_steps", "max_memory_bytes")


def test_subnets_of_an_ipv6_slash_32_are_lazy() -> None:
    same("import ipaddress, itertools\n"
         "n = ipaddress.ip_network('2001:db8::/32')\n"
         "print(list(itertools.islice(n.subnets(new_prefix=96), 3)))\n"
         "print(next(n.subnets(new_prefix=128)), n[-1])", max_steps=200_000)
    err = limit_error("import ipaddress\n"
                      "list(ipaddress.ip_network('2001:db8::/32').subnets(new_prefix=64))",
                      max_steps=200_000)
    assert err.limit in ("max_steps", "max_memory_bytes")


def test_its_classes_look_like_cpythons() -> None:
    same("import ipaddress\nprint(type(ipaddress.ip_address('1.2.3.4')).__module__, "
         "ipaddress.IPv4Network.__mro__[-1], ipaddress.ip_network('::/0').num_addresses)")
