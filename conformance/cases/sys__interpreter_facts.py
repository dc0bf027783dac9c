# What programs read from sys
import sys

if sys.version_info < (3, 8):
    print("too old")
else:
    print("ok", sys.version_info[:2], sys.version_info.major, sys.version_info.releaselevel)
print(sys.maxsize == 2 ** 63 - 1, sys.maxsize + 1 > sys.maxsize, sys.byteorder in ("little", "big"))
print(sys.float_info.max, sys.float_info.min, sys.float_info.mant_dig, sys.int_info.sizeof_digit)
print(sys.maxunicode, chr(sys.maxunicode) == "\U0010ffff", sys.getdefaultencoding())
print(sys.getsizeof(b"") < sys.getsizeof(b"x" * 100))
