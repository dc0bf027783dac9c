print(chr(65), chr(0x1F600) == "\U0001F600", ord("€"), ascii("é€"), repr("\x00\t'\""), ord(b"a"))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord(""), lambda: chr("a")]:
    try:
        bad()
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
