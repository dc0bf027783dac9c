"""``ipaddress`` for the guest: guest Python written for the sandbox
(``guest/ipaddress.py`` for addresses and parsing, ``guest/ipaddress_networks.py`` for
networks and interfaces, run as one module). Every object it makes is a guest instance, so
the census has no host type to vet, and iterating a network, ``hosts()``, ``subnets()`` and
``address_exclude()`` are guest generators charged a step per item: a /8 or an IPv6 /64 is
walked lazily under the step and time limits, never built in one host call. It re-exports no
host callable."""

from __future__ import annotations

from . import guest_source, register_source

__all__: list[str] = []

register_source("ipaddress", guest_source("ipaddress.py") + "\n\n"
                + guest_source("ipaddress_networks.py"),
                doc="IPv4/IPv6 addresses, networks and interfaces (as guest code; iteration, "
                    "hosts() and subnets() are lazy generators).")
