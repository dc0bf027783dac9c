"""enum's extras in the sandbox: verify's host loops are sized before they run."""

from __future__ import annotations

import time

from .differential import guest_error, limit_error, same, sandbox_output


def test_continuous_over_a_huge_gap_is_a_limit_not_a_hung_host() -> None:
    """CPython lists every missing value between 1 and 10**12 in one host call."""
    start = time.monotonic()
    err = limit_error("from enum import Enum, verify, CONTINUOUS\n"
                      "@verify(CONTINUOUS)\nclass Gap(Enum):\n    A = 1\n    B = 10**12\n",
                      max_memory_bytes=256 << 20)
    assert err.limit in ("max_memory_bytes", "timeout_s", "max_steps")
    assert time.monotonic() - start < 10


def test_continuous_over_a_huge_flag_is_a_limit() -> None:
    """For a Flag CPython builds 2**i for every bit position up to the highest value."""
    err = limit_error("from enum import Flag, verify, CONTINUOUS\n"
                      "@verify(CONTINUOUS)\nclass Wide(Flag):\n    A = 1\n    B = 1 << 3_000_000\n",
                      max_steps=1_000_000)
    assert err.limit in ("max_memory_bytes", "timeout_s", "max_steps")


def test_small_checks_match_cpython() -> None:
    same("from enum import IntEnum, verify, UNIQUE, CONTINUOUS\n"
         "@verify(UNIQUE, CONTINUOUS)\nclass Ok(IntEnum):\n    A = 1\n    B = 2\n"
         "print(list(Ok))")


def test_withheld_names_say_what_to_use() -> None:
    for name, advice in [("pickle_by_enum_name", "use json"),
                         ("pickle_by_global_name", "use json")]:
        err = guest_error(f"import enum\nenum.{name}")
        assert advice in err.traceback


def test_every_enum_kind_is_an_enum_for_isinstance_and_issubclass() -> None:
    # the guest's bases stand side by side (its IntEnum does not derive from its Enum): each
    # answers isinstance/issubclass as the CPython class it stands for (issue 14: a
    # json default= hook testing isinstance(o, enum.Enum) missed IntEnum/StrEnum/Flag members)
    same("import enum, re\n"
         "class I(enum.IntEnum):\n    A = 1\n"
         "class S(enum.StrEnum):\n    A = 'a'\n"
         "class F(enum.IntFlag):\n    A = 1\n"
         "class G(enum.Flag):\n    A = 1\n"
         "class E(enum.Enum):\n    A = 1\n"
         "kinds = (enum.Enum, enum.IntEnum, enum.StrEnum, enum.Flag, enum.IntFlag, int, str)\n"
         "for m in (I.A, S.A, F.A, G.A, E.A, re.I, 1, 'a'):\n"
         "    print(repr(m), [isinstance(m, k) for k in kinds])\n"
         "for c in (I, S, F, G, E, int, bool):\n"
         "    print(c.__name__, [issubclass(c, k) for k in kinds])\n"
         "print(isinstance(E, enum.EnumType), issubclass(enum.IntEnum, enum.Enum),"
         " issubclass(enum.IntFlag, enum.Flag), isinstance(E.A, E), issubclass(E, E))\n"
         "match I.A:\n    case enum.Enum():\n        print('matched as an Enum')")


def test_show_flag_values_of_a_huge_int_is_a_limit() -> None:
    """One ``&``/``^`` over the whole int per set bit: 2**20 set bits of a 2**20-bit int."""
    err = limit_error("import enum\nenum.show_flag_values((1 << (1 << 20)) - 1)",
                      max_memory_bytes=64 << 20)
    assert err.limit in ("max_memory_bytes", "timeout_s", "max_steps")


def test_a_constant_lookup_sizes_the_value_it_would_write() -> None:
    """``FlagBoundary(x)`` for no member writes ``repr(x)`` into its ValueError in one call."""
    err = limit_error("import enum\nx = []\nfor i in range(26):\n    x = [x, x]\n"
                      "enum.FlagBoundary(x)", max_memory_bytes=256 << 20)
    assert err.limit in ("max_memory_bytes", "timeout_s", "max_steps")


def test_repr_enum_float_product_and_enum_property_match_cpython() -> None:
    same("import enum\nclass R(float, enum.ReprEnum):\n    H = 0.5\n"
         "    @enum.property\n    def twice(self):\n        return self.value * 2\n"
         "print(R.H * 2, 2 * R.H, str(R.H), repr(R.H), R.H.twice, f'{R.H:.2f}')")


def test_global_enum_writes_only_the_main_programs_namespace() -> None:
    """CPython writes into ``sys.modules[cls.__module__]``: here only ``'__main__'`` is the
    guest's, so another module's name (a host module's, or none) is refused."""
    for source in ("enum.global_enum(enum.Enum('C', 'A', module='json'))",
                   "class C(enum.Enum):\n    __module__ = 'os'\n    A = 1\nenum.global_enum(C)",
                   "enum.global_enum(int)"):
        err = guest_error("import enum\n" + source)
        assert "TypeError: global_enum()" in err.traceback, source
    # (not same(): its CPython side execs in a fresh dict, and global_enum writes __main__'s)
    assert sandbox_output("import enum\n@enum.global_enum\nclass C(enum.IntFlag):\n"
                          "    A = 1\n    B = 2\n"
                          "print(A, repr(A | B), repr(C(0)), globals()['B'] is C.B)"
                          ) == "1 __main__.A|__main__.B __main__.C(0) True\n"
