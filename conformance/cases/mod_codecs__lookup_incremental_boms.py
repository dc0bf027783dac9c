# codecs.lookup names, incremental decoding of split multi-byte input, BOM constants
import codecs

for name in ("UTF8", "utf_8", "latin1", "iso-8859-1", "U16", "utf-32-be", "cp1252", "ASCII",
             "hex", "base64", "rot13", "mac_roman"):
    print(name, "->", codecs.lookup(name).name)
info = codecs.lookup("utf-8")
print(info.encode("é"), info.decode(b"\xc3\xa9"), codecs.lookup("hex").encode(b"\x01"))

data = "naïve 世界 ok".encode("utf-8")
decoder = codecs.getincrementaldecoder("utf-8")()
pieces = [decoder.decode(data[i:i + 3]) for i in range(0, len(data), 3)]
print(pieces, decoder.decode(b"", final=True), "".join(pieces))
decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
print(repr(decoder.decode(b"ab\xe4")), repr(decoder.decode(b"\xb8\x96", final=True)))
strict = codecs.getincrementaldecoder("utf-8")()
strict.decode(b"\xe4\xb8")
try:
    strict.decode(b"", final=True)
except UnicodeDecodeError as exc:
    print("UnicodeDecodeError:", exc)
strict.reset()
print(repr(strict.decode(b"ok")), strict.getstate())
encoder = codecs.getincrementalencoder("utf-16")()
print(encoder.encode("a"), encoder.encode("b"), encoder.encode("", final=True))

print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE)
print(codecs.BOM_UTF16 in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE), codecs.BOM == codecs.BOM_UTF16)
raw = codecs.BOM_UTF8 + "header,value\n".encode("utf-8")
if raw.startswith(codecs.BOM_UTF8):
    raw = raw[len(codecs.BOM_UTF8):]
print(raw.decode("utf-8"), end="")
print(codecs.decode(codecs.BOM_UTF8 + b"x", "utf-8-sig"))
try:
    codecs.lookup("nope-codec")
except LookupError as exc:
    print("LookupError:", exc)
