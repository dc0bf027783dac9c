"""base64, binascii, hashlib, hmac, uuid, struct and array in the sandbox: differential tests
against CPython, gate refusals and size checks."""

from __future__ import annotations

import pytest

from sandbox import Sandbox

from .differential import guest_error, limit_error, same, sandbox_output

# --- differential --------------------------------------------------------------------------------

BASE64_SNIPPETS = [
    """import base64
data = bytes(range(40)) + "héllo".encode()
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.b32encode, base64.b32decode),
                 (base64.b16encode, base64.b16decode), (base64.b85encode, base64.b85decode),
                 (base64.a85encode, base64.a85decode), (base64.b32hexencode, base64.b32hexdecode),
                 (base64.standard_b64encode, base64.standard_b64decode),
                 (base64.urlsafe_b64encode, base64.urlsafe_b64decode),
                 (base64.encodebytes, base64.decodebytes)]:
    e = enc(data)
    print(enc.__name__, e[:30], dec(e) == data)
""",
    """import base64
print(base64.b64encode(b"\\xff\\xfe", altchars=b"-_"), base64.b64decode("aGk=\\n"))
print(base64.b64decode(b"aGk" + b"="))
print(base64.a85encode(b"\\0" * 8 + b"    ", foldspaces=True, wrapcol=4, adobe=True))
print(base64.a85decode(b"<~z~>", adobe=True), base64.b16decode("ab", casefold=True))
try:
    base64.b64decode("abc", validate=True)
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.b16decode("zz")
except Exception as e:
    print(type(e).__name__, e)
""",
    """import binascii
print(binascii.hexlify(b"\\x01\\xab"), binascii.hexlify(b"abcdef", "-", 2), binascii.b2a_hex(b"x"))
print(binascii.unhexlify("01ab"), binascii.a2b_hex(b"6869"), binascii.crc32(b"hello"))
print(binascii.crc32(b"x", 5), binascii.b2a_base64(b"hi"))
print(binascii.b2a_base64(b"hi", newline=False))
print(binascii.a2b_base64(b"aGk=\\n"))
print(binascii.crc_hqx(b"abc", 0), binascii.b2a_qp(b"caf\\xe9 = x"), binascii.a2b_qp(b"caf=E9"))
print(binascii.b2a_uu(b"hi"), binascii.a2b_uu(b'":&D\\n'))
try:
    binascii.unhexlify("abc")
except binascii.Error as e:
    print("Error", e, isinstance(e, ValueError))
""",
]

HASH_SNIPPETS = [
    """import hashlib
names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
         "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
for name in names:
    h = getattr(hashlib, name)(b"abc")
    h2 = h.copy()
    h2.update(b"def")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:16], h2.digest()[:4])
    print(hashlib.new(name, b"abc").hexdigest() == h.hexdigest())
print(hashlib.blake2b(b"x", digest_size=16, key=b"k", salt=b"s", person=b"p").hexdigest())
print(hashlib.blake2s(b"x", digest_size=8).hexdigest(), hashlib.new("SHA256").name)
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha256"}))
""",
    """import hmac, hashlib
for mod in ["sha256", hashlib.sha1, "md5", hashlib.sha512, "blake2b"]:
    m = hmac.new(b"key", b"message", mod)
    c = m.copy()
    c.update(b"more")
    print(m.name, m.digest_size, m.block_size, m.hexdigest()[:20], c.hexdigest()[:20])
print(hmac.digest(b"key", b"msg", "sha256").hex()[:20], hmac.compare_digest("ab", "ab"))
print(hmac.compare_digest(b"a", b"b"), hmac.new(b"k", digestmod="sha256").hexdigest()[:8])
try:
    hmac.new(b"key", b"msg")
except TypeError as e:
    print("TypeError", e)
try:
    hmac.new("str key", b"msg", "sha256")
except TypeError as e:
    print("TypeError", e)
""",
    """import uuid
u = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(u, repr(u), u.hex, u.int, u.bytes, u.bytes_le, u.fields, u.urn, u.variant, u.version)
print(u.time_low, u.time_mid, u.time_hi_version, u.clock_seq, u.node, u.time, u.is_safe)
print(uuid.UUID(bytes=b"\\x00" * 16), uuid.UUID(int=2 ** 128 - 1))
print(uuid.UUID(fields=(1, 2, 3, 4, 5, 6)))
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "http://x"))
print(uuid.uuid5(uuid.NAMESPACE_OID, "1.2"), uuid.uuid3(uuid.NAMESPACE_X500, "cn=x"))
print(u == uuid.UUID(u.hex), u < uuid.UUID(int=2 ** 127), hash(u) == hash(uuid.UUID(str(u))))
print(str(u).upper())
try:
    uuid.uuid5(uuid.NAMESPACE_OID, b"1.2")
except TypeError as e:
    print("TypeError", e)
print(uuid.RFC_4122, uuid.RESERVED_NCS, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
try:
    uuid.UUID("not-a-uuid")
except ValueError as e:
    print("ValueError", e)
try:
    u.int = 5
except TypeError as e:
    print("TypeError", e)
""",
]

STRUCT_SNIPPETS = [
    """import struct
print(struct.pack("<ihb", 1, -2, 3), struct.pack(">Q", 2 ** 64 - 1), struct.pack("!f", 1.5))
print(struct.unpack("<ihb", b"\\x01\\x00\\x00\\x00\\xfe\\xff\\x03"))
print(struct.calcsize("@ihb"), struct.calcsize("=ihb"))
print(struct.pack("3s2x?", b"abcd", True), struct.unpack("3s2x?", b"abc\\x00\\x00\\x01"))
print(struct.pack("5p", b"hi"), list(struct.iter_unpack("<h", b"\\x01\\x00\\x02\\x00")))
print(struct.unpack_from("<h", b"\\x00\\x05\\x00", 1), struct.pack("e", 0.5))
print(struct.pack("0s0s", b"a", b"b"), struct.unpack("0s0s", b""))
buf = bytearray(8)
struct.pack_into("<ii", buf, 0, 7, 9)
print(buf, struct.unpack("<ii", buf))
for bad in [("i", "x"), ("b", 300), ("zz",)]:
    try:
        struct.pack(*bad)
    except struct.error as e:
        print("error", e)
""",
    """import struct
s = struct.Struct("<2hI")
print(s.format, s.size, s.pack(1, 2, 3), s.unpack(s.pack(1, 2, 3)), type(s).__name__)
print(s.unpack_from(b"\\x00" + s.pack(4, 5, 6), 1), list(s.iter_unpack(s.pack(1, 1, 1) * 2)))
buf = bytearray(s.size)
s.pack_into(buf, 0, 7, 8, 9)
print(bytes(buf), isinstance(s, struct.Struct))
try:
    s.unpack(b"short")
except struct.error as e:
    print("error", e)
""",
]

ARRAY_SNIPPETS = [
    """import array
a = array.array("i", [1, 2, 3])
a.append(4); a.extend([5, 6]); a.insert(0, 0); a.remove(3)
print(a, len(a), a[0], a[-1], a[1:3], a[::-1], a.count(2), a.index(4), a.pop())
print(a.typecode, a.itemsize)
b = a * 2
b += array.array("i", [9])
print(b, a + a, 2 * a, a == array.array("i", a.tolist()), a < b, 5 in a)
a.reverse(); a.byteswap(); a.byteswap(); print(a, a.tolist(), a.tobytes()[:8])
c = array.array("d", (x / 2 for x in range(4))); c[1] = 9.5; del c[0]; print(c, sum(c))
print(array.array("u", "hello").tounicode(), array.array("b", b"\\x01\\x02"), array.typecodes)
""",
    """import array
a = array.array("H")
a.frombytes(b"\\x01\\x00\\x02\\x00"); a.fromlist([3, 4]); print(a, repr(a), str(a))
a *= 2; print(a, type(a), isinstance(a, array.array), array.ArrayType is array.array)
a[1:3] = array.array("H", [7, 7, 7]); print(a, a[2:5], type(a[1:2]).__name__)
u = array.array("u"); u.fromunicode("xyz"); print(u, list(u), sorted(a))
for bad in [("z",), ("b", [300]), ("i", ["x"])]:
    try:
        array.array(*bad)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
""",
]

ALL_SNIPPETS = ([("base64", s) for s in BASE64_SNIPPETS] + [("hash", s) for s in HASH_SNIPPETS]
                + [("struct", s) for s in STRUCT_SNIPPETS]
                + [("array", s) for s in ARRAY_SNIPPETS])


@pytest.mark.parametrize("src", [s for _, s in ALL_SNIPPETS],
                         ids=[f"{m}-{i}" for i, (m, _) in enumerate(ALL_SNIPPETS)])
def test_same_output_as_cpython(src: str) -> None:
    same(src)


def test_uuid4_uses_the_session_seed() -> None:
    src = "import uuid\nu = uuid.uuid4()\nprint(u, u.version, u.variant)\n"
    one = Sandbox(random_seed=7).run_sync(src)
    two = Sandbox(random_seed=7).run_sync(src)
    three = Sandbox(random_seed=8).run_sync(src)
    assert one.ok and one.output == two.output != three.output
    assert one.output.split()[1:] == ["4", "specified", "in", "RFC", "4122"]


def test_uuid_namespaces_are_not_the_host_constants() -> None:
    import uuid
    before = uuid.NAMESPACE_DNS.int
    r = Sandbox().run_sync("import uuid\nuuid.NAMESPACE_DNS.__init__(int=0)\n"
                           "print(uuid.NAMESPACE_DNS)")
    assert uuid.NAMESPACE_DNS.int == before
    if r.ok:
        assert r.output == "00000000-0000-0000-0000-000000000000\n"


# --- gate refusals -------------------------------------------------------------------------------

REFUSED = [
    ("hashlib", "hashlib.sha256().__reduce_ex__"),
    ("hashlib", "hashlib.sha256().__reduce__"),
    ("hashlib", "hashlib.__loader__"),
    ("hashlib", "hashlib.__spec__"),
    ("hashlib", "hashlib.__builtins__"),
    ("hashlib", "hashlib.shake_128(b'a').digest.__self__"),
    ("hmac", "hmac.new(b'k', b'm', 'sha256')._hmac"),
    ("hmac", "hmac.new(b'k', b'm', 'sha256')._inner"),
    ("hmac", "hmac.new(b'k', b'm', 'sha256').__reduce_ex__"),
    ("uuid", "uuid.uuid1"),
    ("uuid", "uuid.getnode"),
    ("uuid", "uuid.UUID(int=1).__reduce__"),
    ("uuid", "uuid.UUID(int=1).__reduce_ex__"),
    ("uuid", "uuid.os"),
    ("struct", "struct.Struct('i').__reduce_ex__"),
    ("struct", "struct.Struct('i').pack.__func__.__globals__"),
    ("struct", "struct.iter_unpack('b', b'ab').__reduce__"),
    ("array", "array.array('b').buffer_info"),
    ("array", "array.array('b').tofile"),
    ("array", "array.array('b').fromfile"),
    ("array", "array.array('b').__reduce_ex__"),
    ("array", "array.array('b').__reduce_ex__"),
    ("array", "array.array._check_size"),
    ("base64", "base64.b64encode.__wrapped__"),
    ("base64", "base64.encode"),
    ("base64", "base64.binascii"),
    ("binascii", "binascii.__dict__"),
]


@pytest.mark.parametrize("module,expr", REFUSED, ids=[e for _, e in REFUSED])
def test_gate_refuses(module: str, expr: str) -> None:
    err = guest_error(f"import {module}\nx = {expr}\n")
    assert err.type_name == "AttributeError", err.traceback


@pytest.mark.parametrize("src,exc", [
    ("import hashlib\nhashlib.new('sha512_224')", "ValueError"),
    ("import hashlib\nhashlib.new('md4')", "ValueError"),
    ("import hmac\nhmac.new(b'k', b'm', lambda: None)", "TypeError"),
    ("import hmac\nhmac.digest(b'k', b'm', 'ripemd160')", "ValueError"),
    ("import array\nclass A(array.array):\n    pass", "TypeError"),
    ("import array\na = array.array('b')\na.x = 1", "AttributeError"),
    ("import struct\ns = struct.Struct('i')\ns.size = 1", "AttributeError"),
])
def test_refused_operations(src: str, exc: str) -> None:
    assert guest_error(src).type_name == exc


# --- size checks ---------------------------------------------------------------------------------

@pytest.mark.parametrize("src", [
    "import hashlib\nhashlib.shake_128(b'a').digest(10 ** 11)",
    "import hashlib\nhashlib.shake_256(b'a').hexdigest(length=10 ** 11)",
    "import struct\nstruct.pack('1000000000x')",
    "import struct\nstruct.Struct('1000000000x').pack()",
    "import struct\nstruct.unpack('100000000?', b'')",
    "import struct\nstruct.Struct('100000000?').iter_unpack(b'')",
    "import array\narray.array('b', [0]) * 10 ** 10",
    "import array\n10 ** 10 * array.array('d', [0.0])",
    "import array\na = array.array('b', [0])\na *= 10 ** 10",
    "import array\narray.array('d', range(10 ** 9))",
    "import array\narray.array('b').extend(range(10 ** 10))",
    "import array\na = array.array('b', [1] * 1000)\nb = a * 1000\nb = b * 1000",
])
def test_size_limits(src: str) -> None:
    err = limit_error(src)
    assert err.limit == "max_memory_bytes", err.message


@pytest.mark.parametrize("src", [
    "import base64\nbase64.b64encode(bytes(500000))",
    "import base64\nbase64.a85decode(b'z' * 300000)",
    "import binascii\nbinascii.hexlify(bytes(400000), '-')",
    "import binascii\nbinascii.b2a_qp(bytes(400000))",
])
def test_codec_output_sized_under_a_small_limit(src: str) -> None:
    err = limit_error(src, max_memory_bytes=1_000_000)
    assert err.limit == "max_memory_bytes", err.message


def test_codecs_work_under_the_limit() -> None:
    src = ("import base64\nprint(len(base64.b64encode(bytes(200000))))\n"
           "print(len(base64.a85decode(b'z' * 10000)))\n")
    assert sandbox_output(src, max_memory_bytes=1_000_000) == "266668\n40000\n"


@pytest.mark.parametrize("src", [
    "class S(str):\n    def __len__(self):\n        return 0\n"
    "import struct\nstruct.pack(S('1000000000x'))",
    "class B(bytes):\n    def __len__(self):\n        return 0\n"
    "import base64\nbase64.b64encode(B(bytes(500000)))",
])
def test_subclasses_cannot_lie_about_their_size(src: str) -> None:
    err = limit_error(src, max_memory_bytes=1_000_000)
    assert err.limit == "max_memory_bytes", err.message


def test_struct_caches_hold_only_exact_strings() -> None:
    import struct

    from sandbox.modules import codecmods
    src = ("class S(str):\n    def __hash__(self):\n        return hash('<h')\n"
           "    def __eq__(self, other):\n        return True\n"
           "import struct\nprint(struct.unpack(S('<q'), bytes(8)), struct.calcsize(S('<q')))\n"
           "print(struct.Struct(S('<q')).size)\n")
    struct._clearcache()
    assert sandbox_output(src) == "(0,) 8\n8\n"
    assert struct.calcsize("<h") == 2  # the host's own struct cache is unaffected
    assert codecmods._unpack_items("<h") == 1


def test_file_digest_reads_binary_files_and_bytesio() -> None:
    # guest code (guest/file_digest.py): it reads through the file object's own methods, never
    # a host descriptor as CPython's fileno() path would
    same("import hashlib, io\n"
         "b = io.BytesIO(b'abc' * 1000)\nb.read(5)\n"
         "print(hashlib.file_digest(b, 'sha256').hexdigest())\n"
         "print(hashlib.file_digest(io.BytesIO(b''), hashlib.md5).hexdigest())\n"
         "with open('/tmp/fd.bin', 'wb') as f:\n    f.write(bytes(range(256)) * 50)\n"
         "with open('/tmp/fd.bin', 'rb') as f:\n"
         "    print(hashlib.file_digest(f, 'sha1', _bufsize=100).hexdigest())\n"
         "with open('/tmp/fd.bin', 'r', encoding='latin-1') as f:\n"
         "    try:\n        hashlib.file_digest(f, 'sha1')\n"
         "    except ValueError as e:\n        print('ValueError', str(e)[-40:])\n"
         "try:\n    hashlib.file_digest(io.StringIO('x'), 'sha1')\n"
         "except ValueError as e:\n    print('ValueError', str(e)[-40:])")


def test_pbkdf2_hmac_is_cpythons_and_pays_a_step_per_iteration() -> None:
    same("import hashlib\nprint(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 3000).hex(), "
         "hashlib.pbkdf2_hmac('sha1', b'p', b's', 5, dklen=45).hex())")
    err = limit_error("import hashlib\nhashlib.pbkdf2_hmac('sha256', b'p', b's', 10 ** 9)",
                      max_steps=100_000)
    assert err.limit == "max_steps", err.message
    err = limit_error("import hashlib\nhashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 10 ** 12)")
    assert err.limit == "max_memory_bytes", err.message
