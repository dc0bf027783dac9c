# ipaddress, second part (appended to ipaddress.py, one guest module): networks and
# interfaces. A network is its network address as an int plus a prefix length; iteration,
# hosts(), subnets() and address_exclude() are generators, so a /8 or an IPv6 /64 is walked
# one charged step at a time and never materialised.

class _BaseNetwork:
    """What IPv4 and IPv6 networks share."""

    def _setup(self, address, strict):
        bits = self._address_class.max_prefixlen
        addr, prefix = _split_prefix(address, bits)
        ip = int(self._address_class(addr))
        self._prefixlen = _prefix_of(self._address_class, prefix)
        mask = ((1 << bits) - 1) ^ ((1 << (bits - self._prefixlen)) - 1)
        if ip & mask != ip:
            if strict:
                raise ValueError(f"{self._address_class(ip)}/{self._prefixlen} has host bits "
                                 "set")
            ip &= mask
        self._net = ip
        self._mask = mask
        self.network_address = self._address_class(ip)
        self.netmask = self._address_class(mask)

    @property
    def version(self):
        return self._address_class.version

    @property
    def max_prefixlen(self):
        return self._address_class.max_prefixlen

    @property
    def prefixlen(self):
        return self._prefixlen

    @property
    def _last(self):
        return self._net | (self._mask ^ ((1 << self.max_prefixlen) - 1))

    @property
    def broadcast_address(self):
        return self._address_class(self._last)

    @property
    def hostmask(self):
        return self._address_class(self._mask ^ ((1 << self.max_prefixlen) - 1))

    @property
    def num_addresses(self):
        return self._last - self._net + 1

    @property
    def with_prefixlen(self):
        return f"{self.network_address}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.network_address}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.network_address}/{self.hostmask}"

    @property
    def compressed(self):
        return str(self)

    @property
    def exploded(self):
        return f"{self.network_address.exploded}/{self._prefixlen}"

    def __str__(self):
        return f"{self.network_address}/{self._prefixlen}"

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __hash__(self):
        return hash((self.version, self._net, self._mask))

    def __eq__(self, other):
        try:
            return (self.version == other.version and self._net == other._net
                    and self._mask == other._mask)
        except AttributeError:
            return NotImplemented

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def _key(self):
        return (self._net, self._mask)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return self._key() < other._key()

    def __gt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        return other.__lt__(self)

    def __le__(self, other):
        smaller = self.__lt__(other)
        return smaller if smaller is NotImplemented else smaller or self == other

    def __ge__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        return other.__le__(self)

    def __contains__(self, other):
        if isinstance(other, _BaseNetwork):
            return False
        if other._version != self._address_class._version:  # CPython reads it first
            return False
        return other._ip & self._mask == self._net

    def __iter__(self):
        make = self._address_class
        for value in range(self._net, self._last + 1):
            yield make(value)

    def __getitem__(self, n):
        first, last = self._net, self._last
        if n >= 0:
            if first + n > last:
                raise IndexError("address out of range")
            return self._address_class(first + n)
        if last + n + 1 < first:
            raise IndexError("address out of range")
        return self._address_class(last + n + 1)

    def hosts(self):
        """The usable hosts of the network (a generator; a list for a single address)."""
        bits = self.max_prefixlen
        if self._prefixlen == bits:
            return [self.network_address]
        if self._prefixlen == bits - 1:
            return self.__iter__()
        return self._hosts()

    def _hosts(self):
        make = self._address_class
        last = self._last if self.version == 6 else self._last - 1
        for value in range(self._net + 1, last + 1):
            yield make(value)

    def overlaps(self, other):
        """Whether this network and ``other`` share an address."""
        return (other.network_address in self or other.broadcast_address in self
                or self.network_address in other or self.broadcast_address in other)

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """The subnets that make up this network (a generator)."""
        bits = self.max_prefixlen
        if self._prefixlen == bits:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError("new prefix must be longer")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError("prefix length diff must be > 0")
        new_prefixlen = self._prefixlen + prefixlen_diff
        if new_prefixlen > bits:
            raise ValueError(f"prefix length diff {new_prefixlen} is invalid for netblock "
                             f"{self}")
        step = 1 << (bits - new_prefixlen)
        network = type(self)
        for start in range(self._net, self._last + 1, step):
            yield network((start, new_prefixlen))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The network that contains this one, ``prefixlen_diff`` bits shorter."""
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError("new prefix must be shorter")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = self._prefixlen - new_prefix
        new_prefixlen = self._prefixlen - prefixlen_diff
        if new_prefixlen < 0:
            raise ValueError(f"current prefixlen is {self._prefixlen}, cannot have a "
                             f"prefixlen_diff of {prefixlen_diff}")
        bits = self.max_prefixlen
        mask = ((1 << bits) - 1) ^ ((1 << (bits - new_prefixlen)) - 1)
        return type(self)((self._net & mask, new_prefixlen))

    def subnet_of(self, other):
        """Whether this network lies within ``other``."""
        _same_version(self, other)
        return other._net <= self._net and other._last >= self._last

    def supernet_of(self, other):
        """Whether ``other`` lies within this network."""
        _same_version(self, other)
        return self._net <= other._net and self._last >= other._last

    def address_exclude(self, other):
        """The networks of this one minus ``other`` (a generator)."""
        _same_version(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError(f"{other} is not a network object")
        if not other.subnet_of(self):
            raise ValueError(f"{other} not contained in {self}")
        return self._exclude(other)

    def _exclude(self, other):
        current = self
        while current != other:
            low, high = current.subnets()
            if other.subnet_of(low):
                yield high
                current = low
            else:
                yield low
                current = high

    def compare_networks(self, other):
        """-1, 0 or 1 as this network sorts before, with or after ``other``."""
        _same_version(self, other)
        mine, theirs = self._key(), other._key()
        return -1 if mine < theirs else (1 if mine > theirs else 0)

    def _both_ends(self, name):
        return (getattr(self.network_address, name)
                and getattr(self.broadcast_address, name))

    @property
    def is_private(self):
        first, last = self.network_address, self.broadcast_address
        return any(first in net and last in net for net in self._private)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_multicast(self):
        return self._both_ends("is_multicast")

    @property
    def is_reserved(self):
        return self._both_ends("is_reserved")

    @property
    def is_link_local(self):
        return self._both_ends("is_link_local")

    @property
    def is_loopback(self):
        return self._both_ends("is_loopback")

    @property
    def is_unspecified(self):
        return self._both_ends("is_unspecified")


class IPv4Network(_BaseNetwork):
    """An IPv4 network: ``IPv4Network('10.0.0.0/8')``, ``('10.0.0.0', 8)`` or a netmask."""

    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    @property
    def _private(self):
        return _V4_PRIVATE

    @property
    def is_global(self):
        shared = _V4_SHARED
        return (not (self.network_address in shared and self.broadcast_address in shared)
                and not self.is_private)


class IPv6Network(_BaseNetwork):
    """An IPv6 network: ``IPv6Network('2001:db8::/32')``."""

    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        self._setup(address, strict)

    @property
    def _private(self):
        return _V6_PRIVATE

    @property
    def is_site_local(self):
        return self._both_ends("is_site_local")


class _InterfaceMixin:
    """An address with the network it sits on (``10.1.2.3/16``)."""

    def _setup_interface(self, address):
        addr, prefix = _split_prefix(address, self.max_prefixlen)
        self._address_class.__init__(self, addr)
        self.network = self._network_class((addr, prefix), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @property
    def ip(self):
        return self._address_class(self._ip)

    @property
    def hostmask(self):
        return self.network.hostmask

    @property
    def with_prefixlen(self):
        return f"{self.ip}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.ip}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.ip}/{self.hostmask}"

    def __str__(self):
        return f"{self.ip}/{self._prefixlen}"

    def __eq__(self, other):
        equal = self._address_class.__eq__(self, other)
        if equal is NotImplemented or not equal:
            return equal
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        smaller = self._address_class.__lt__(self, other)
        if smaller is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and smaller)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))


class IPv4Interface(_InterfaceMixin, IPv4Address):
    """An IPv4 address with its network."""

    __slots__ = ("network", "netmask", "_prefixlen")
    _address_class = IPv4Address
    _network_class = IPv4Network

    def __init__(self, address):
        self._setup_interface(address)


class IPv6Interface(_InterfaceMixin, IPv6Address):
    """An IPv6 address with its network."""

    __slots__ = ("network", "netmask", "_prefixlen")
    _address_class = IPv6Address
    _network_class = IPv6Network

    def __init__(self, address):
        self._setup_interface(address)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback


# The special-purpose blocks of the IANA IPv4 and IPv6 registries, as CPython 3.11 lists them.
_V4_PRIVATE = [IPv4Network(n) for n in (
    "0.0.0.0/8", "10.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
    "192.0.0.0/29", "192.0.0.170/31", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15",
    "198.51.100.0/24", "203.0.113.0/24", "240.0.0.0/4", "255.255.255.255/32")]
_V4_SHARED = IPv4Network("100.64.0.0/10")
_V4_LOOPBACK = IPv4Network("127.0.0.0/8")
_V4_MULTICAST = IPv4Network("224.0.0.0/4")
_V4_LINK_LOCAL = IPv4Network("169.254.0.0/16")
_V4_RESERVED = IPv4Network("240.0.0.0/4")
_V6_PRIVATE = [IPv6Network(n) for n in (
    "::1/128", "::/128", "::ffff:0:0/96", "100::/64", "2001::/23", "2001:2::/48",
    "2001:db8::/32", "2001:10::/28", "fc00::/7", "fe80::/10")]
_V6_RESERVED = [IPv6Network(n) for n in (
    "::/8", "100::/8", "200::/7", "400::/6", "800::/5", "1000::/4", "4000::/3", "6000::/3",
    "8000::/3", "a000::/3", "c000::/3", "e000::/4", "f000::/5", "f800::/6", "fe00::/9")]
_V6_MULTICAST = IPv6Network("ff00::/8")
_V6_LINK_LOCAL = IPv6Network("fe80::/10")
_V6_SITE_LOCAL = IPv6Network("fec0::/10")
