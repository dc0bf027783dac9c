# ipaddress for the guest, written for the sandbox (not CPython's source): IPv4 and IPv6
# addresses, networks and interfaces kept as ints, with CPython's classes, results and error
# messages. Run by the sandbox as guest code: everything here is under the gate and the run's
# limits, so iterating a /8 or the hosts of an IPv6 /64 is a generator charged a step per
# address it yields, never a list built in one call.

__all__ = ["IPV4LENGTH", "IPV6LENGTH", "AddressValueError", "NetmaskValueError",
           "ip_address", "ip_network", "ip_interface", "v4_int_to_packed", "v6_int_to_packed",
           "summarize_address_range", "collapse_addresses", "get_mixed_type_key",
           "IPv4Address", "IPv6Address", "IPv4Network", "IPv6Network", "IPv4Interface",
           "IPv6Interface"]

IPV4LENGTH = 32
IPV6LENGTH = 128
_HEX = frozenset("0123456789abcdefABCDEF")


class AddressValueError(ValueError):
    """A value error related to the address."""


class NetmaskValueError(ValueError):
    """A value error related to the netmask."""


def ip_address(address):
    """An IPv4Address or IPv6Address from a string or an int (IPv4 first)."""
    for cls in (IPv4Address, IPv6Address):
        try:
            return cls(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 address")


def ip_network(address, strict=True):
    """An IPv4Network or IPv6Network from a string, int or (address, prefix) tuple."""
    for cls in (IPv4Network, IPv6Network):
        try:
            return cls(address, strict)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 network")


def ip_interface(address):
    """An IPv4Interface or IPv6Interface."""
    for cls in (IPv4Interface, IPv6Interface):
        try:
            return cls(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 interface")


def v4_int_to_packed(address):
    """The 4 big-endian bytes of an IPv4 address given as an int."""
    try:
        return address.to_bytes(4, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4") from None


def v6_int_to_packed(address):
    """The 16 big-endian bytes of an IPv6 address given as an int."""
    try:
        return address.to_bytes(16, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6") from None


def _same_version(a, b):
    if a.version != b.version:
        raise TypeError(f"{a} and {b} are not of the same version")


def _trailing_zero_bits(number, bits):
    if number == 0:
        return bits
    return (number & -number).bit_length() - 1


def summarize_address_range(first, last):
    """The networks that exactly cover the addresses first..last (a generator)."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError("first and last must be IP addresses, not networks")
    _same_version(first, last)
    if first > last:
        raise ValueError("last IP address must be greater than first")
    return _summarize(first.version, int(first), int(last))


def _summarize(version, start, end):
    bits = IPV4LENGTH if version == 4 else IPV6LENGTH
    network = IPv4Network if version == 4 else IPv6Network
    while start <= end:
        size_bits = min(_trailing_zero_bits(start, bits), (end - start + 1).bit_length() - 1)
        yield network((start, bits - size_bits))
        start += 1 << size_bits


def collapse_addresses(addresses):
    """The fewest networks covering the given addresses and networks (a generator)."""
    ranges = []
    previous = None
    for item in addresses:
        if previous is not None:
            _same_version(item, previous)
        previous = item
        if isinstance(item, _BaseNetwork):
            ranges.append((int(item.network_address), int(item.broadcast_address)))
        elif isinstance(item, _BaseAddress):
            ranges.append((int(item), int(item)))
        else:
            raise TypeError(f"{item!r} is not an IP address or network")
    return _collapse(previous.version if previous is not None else 4, sorted(ranges))


def _collapse(version, ranges):
    merged = []
    for start, end in ranges:
        if merged and start <= merged[-1][1] + 1:
            if end > merged[-1][1]:
                merged[-1][1] = end
        else:
            merged.append([start, end])
    for start, end in merged:
        yield from _summarize(version, start, end)


def get_mixed_type_key(obj):
    """A sort key that orders addresses and networks of both versions together."""
    if isinstance(obj, _BaseNetwork):
        return (obj.version, obj.network_address, obj.netmask)
    if isinstance(obj, _BaseAddress):
        return (obj.version, obj)
    return NotImplemented


# --- parsing ---------------------------------------------------------------------------------

def _check_int(cls, value):
    if value < 0:
        raise AddressValueError(f"{value} (< 0) is not permitted as an IPv{cls.version} address")
    if value >> cls.max_prefixlen:
        raise AddressValueError(f"{value} (>= 2**{cls.max_prefixlen}) is not permitted as an "
                                f"IPv{cls.version} address")
    return value


def _from_packed(cls, data):
    size = cls.max_prefixlen // 8
    if len(data) != size:
        raise AddressValueError(f"{data!r} (len {len(data)} != {size}) is not permitted as an "
                                f"IPv{cls.version} address")
    return int.from_bytes(data, "big")


def _octet(text):
    if not text:
        raise ValueError("Empty octet not permitted")
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"Only decimal digits permitted in {text!r}")
    if len(text) > 3:
        raise ValueError(f"At most 3 characters permitted in {text!r}")
    if text != "0" and text[0] == "0":
        raise ValueError(f"Leading zeros are not permitted in {text!r}")
    value = int(text, 10)
    if value > 255:
        raise ValueError(f"Octet {value} (> 255) not permitted")
    return value


def _parse_v4(text):
    if not text:
        raise AddressValueError("Address cannot be empty")
    octets = text.split(".")
    if len(octets) != 4:
        raise AddressValueError(f"Expected 4 octets in {text!r}")
    try:
        value = 0
        for octet in octets:
            value = (value << 8) | _octet(octet)
        return value
    except ValueError as exc:
        raise AddressValueError(f"{exc} in {text!r}") from None


def _hextet(text):
    if not all(ch in _HEX for ch in text):
        raise ValueError(f"Only hex digits permitted in {text!r}")
    if len(text) > 4:
        raise ValueError(f"At most 4 characters permitted in {text!r}")
    return int(text, 16)


def _parse_v6(text):
    if not text:
        raise AddressValueError("Address cannot be empty")
    parts = text.split(":")
    if len(parts) < 3:
        raise AddressValueError(f"At least 3 parts expected in {text!r}")
    if "." in parts[-1]:
        try:
            tail = _parse_v4(parts.pop())
        except AddressValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
        parts += [f"{tail >> 16:x}", f"{tail & 0xFFFF:x}"]
    if len(parts) > 9:
        raise AddressValueError(f"At most 8 colons permitted in {text!r}")
    gap = None
    for at in range(1, len(parts) - 1):
        if not parts[at]:
            if gap is not None:
                raise AddressValueError(f"At most one '::' permitted in {text!r}")
            gap = at
    if gap is not None:
        head, tail_count = gap, len(parts) - gap - 1
        if not parts[0]:
            head -= 1
            if head:
                raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            tail_count -= 1
            if tail_count:
                raise AddressValueError(
                    f"Trailing ':' only permitted as part of '::' in {text!r}")
        skipped = 8 - head - tail_count
        if skipped < 1:
            raise AddressValueError(f"Expected at most 7 other parts with '::' in {text!r}")
        groups = parts[:head] + ["0"] * skipped + (parts[len(parts) - tail_count:]
                                                   if tail_count else [])
    else:
        if len(parts) != 8:
            raise AddressValueError(f"Exactly 8 parts expected without '::' in {text!r}")
        if not parts[0]:
            raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            raise AddressValueError(f"Trailing ':' only permitted as part of '::' in {text!r}")
        groups = parts
    try:
        value = 0
        for group in groups:
            value = (value << 16) | _hextet(group)
        return value
    except ValueError as exc:
        raise AddressValueError(f"{exc} in {text!r}") from None


def _v6_text(value):
    groups = [(value >> shift) & 0xFFFF for shift in range(112, -1, -16)]
    best_at, best_len, run_at, run_len = -1, 0, -1, 0
    for at, group in enumerate(groups):
        if group == 0:
            if run_len == 0:
                run_at = at
            run_len += 1
            if run_len > best_len:
                best_at, best_len = run_at, run_len
        else:
            run_len = 0
    texts = [f"{group:x}" for group in groups]
    if best_len > 1:
        head = ":".join(texts[:best_at])
        tail = ":".join(texts[best_at + best_len:])
        return f"{head}::{tail}"
    return ":".join(texts)


def _split_prefix(address, bits):
    """(address part, prefix part) of a network or interface argument."""
    if isinstance(address, (bytes, int)):
        return address, bits
    if isinstance(address, tuple):
        if len(address) > 1:
            return address[0], address[1]
        return address[0], bits
    parts = str(address).split("/")
    if len(parts) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return parts[0], parts[1] if len(parts) == 2 else bits


def _prefix_from_mask(cls, mask):
    """The prefix length of a netmask int, or None when its ones are not contiguous."""
    bits = cls.max_prefixlen
    zeros = _trailing_zero_bits(mask, bits)
    if mask >> zeros != (1 << (bits - zeros)) - 1:
        return None
    return bits - zeros


def _prefix_of(cls, arg):
    bits = cls.max_prefixlen
    if isinstance(arg, int):
        if 0 <= arg <= bits:
            return arg
        raise NetmaskValueError(f"{arg!r} is not a valid netmask")
    if arg.isascii() and arg.isdigit():
        prefix = int(arg)
        if prefix <= bits:
            return prefix
        raise NetmaskValueError(f"{arg!r} is not a valid netmask")
    if cls.version == 4:
        try:
            mask = _parse_v4(arg)
        except AddressValueError:
            raise NetmaskValueError(f"{arg!r} is not a valid netmask") from None
        prefix = _prefix_from_mask(cls, mask)
        if prefix is None:
            prefix = _prefix_from_mask(cls, mask ^ ((1 << bits) - 1))  # a hostmask
        if prefix is not None:
            return prefix
    raise NetmaskValueError(f"{arg!r} is not a valid netmask")


# --- addresses -------------------------------------------------------------------------------

class _BaseAddress:
    """What IPv4 and IPv6 addresses share: an int, compared and hashed by value."""

    __slots__ = ()

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self.version == other.version
        except AttributeError:
            return NotImplemented

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip < other._ip

    def __gt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        return other.__lt__(self)

    def __le__(self, other):
        smaller = self.__lt__(other)
        return smaller if smaller is NotImplemented else smaller or self == other

    def __ge__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        return other.__le__(self)

    def __hash__(self):
        return hash((self.version, self._ip))

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return type(self)(int(self) - other)

    def __repr__(self):
        return f"{type(self).__name__}({str(self)!r})"

    def __format__(self, fmt):
        if not fmt or fmt[-1] == "s":
            return format(str(self), fmt)
        spec = fmt
        alternate = spec.startswith("#")
        if alternate:
            spec = spec[1:]
        grouping = spec.startswith("_")
        if grouping:
            spec = spec[1:]
        if spec not in ("b", "x", "X", "n") or not spec:
            raise TypeError(f"unsupported format string passed to {type(self).__name__}"
                            ".__format__")
        if spec == "n":
            spec = "b" if self.version == 4 else "x"
        width = self.max_prefixlen if spec == "b" else self.max_prefixlen // 4
        if grouping:
            width += width // 4 - 1
        if alternate:
            width += 2
        return format(self._ip, f"{'#' if alternate else ''}0{width}{'_' if grouping else ''}"
                                f"{spec}")

    @property
    def packed(self):
        return self._ip.to_bytes(self.max_prefixlen // 8, "big")

    @property
    def exploded(self):
        return self._explode()

    @property
    def compressed(self):
        return str(self)

    def _in_any(self, networks):
        return any(self in net for net in networks)


class IPv4Address(_BaseAddress):
    """A 32-bit IPv4 address."""

    __slots__ = ("_ip",)
    version = _version = 4
    max_prefixlen = IPV4LENGTH

    def __init__(self, address):
        if isinstance(address, int):
            self._ip = _check_int(IPv4Address, address)
            return
        if isinstance(address, bytes):
            self._ip = _from_packed(IPv4Address, address)
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = _parse_v4(text)

    def __str__(self):
        value = self._ip
        return f"{value >> 24}.{(value >> 16) & 255}.{(value >> 8) & 255}.{value & 255}"

    def _explode(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return ".".join(reversed(str(self).split("."))) + ".in-addr.arpa"

    @property
    def is_private(self):
        return self._in_any(_V4_PRIVATE)

    @property
    def is_global(self):
        return self not in _V4_SHARED and not self.is_private

    @property
    def is_loopback(self):
        return self in _V4_LOOPBACK

    @property
    def is_multicast(self):
        return self in _V4_MULTICAST

    @property
    def is_link_local(self):
        return self in _V4_LINK_LOCAL

    @property
    def is_reserved(self):
        return self in _V4_RESERVED

    @property
    def is_unspecified(self):
        return self._ip == 0


class IPv6Address(_BaseAddress):
    """A 128-bit IPv6 address, with an optional scope id (``fe80::1%eth0``)."""

    __slots__ = ("_ip", "_scope_id")
    version = _version = 6
    max_prefixlen = IPV6LENGTH

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            self._ip = _check_int(IPv6Address, address)
            return
        if isinstance(address, bytes):
            self._ip = _from_packed(IPv6Address, address)
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        if "%" in text:
            text, _, scope = text.rpartition("%")
            if not scope or "%" in scope:
                raise AddressValueError(f'Invalid IPv6 address: "{address!r}"')
            self._scope_id = scope
        self._ip = _parse_v6(text)

    def __str__(self):
        text = _v6_text(self._ip)
        return text if self._scope_id is None else f"{text}%{self._scope_id}"

    def __eq__(self, other):
        equal = _BaseAddress.__eq__(self, other)
        if equal is NotImplemented or not equal:
            return equal
        return self._scope_id == getattr(other, "_scope_id", None)

    def __hash__(self):
        return hash((self.version, self._ip, self._scope_id))

    def _explode(self):
        groups = [f"{(self._ip >> shift) & 0xFFFF:04x}" for shift in range(112, -1, -16)]
        text = ":".join(groups)
        return text if self._scope_id is None else f"{text}%{self._scope_id}"

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def reverse_pointer(self):
        nibbles = f"{self._ip:032x}"
        return ".".join(reversed(nibbles)) + ".ip6.arpa"

    @property
    def ipv4_mapped(self):
        if self._ip >> 32 != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        if self._ip >> 96 != 0x20010000:
            return None
        return (IPv4Address((self._ip >> 64) & 0xFFFFFFFF),
                IPv4Address(~self._ip & 0xFFFFFFFF))

    @property
    def sixtofour(self):
        if self._ip >> 112 != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return self._in_any(_V6_PRIVATE)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def is_multicast(self):
        return self in _V6_MULTICAST

    @property
    def is_link_local(self):
        return self in _V6_LINK_LOCAL

    @property
    def is_site_local(self):
        return self in _V6_SITE_LOCAL

    @property
    def is_reserved(self):
        return self._in_any(_V6_RESERVED)

    @property
    def is_unspecified(self):
        return self._ip == 0
