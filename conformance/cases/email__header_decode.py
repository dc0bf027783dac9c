from email.header import Header, decode_header, make_header

subject = "=?utf-8?q?Caf=C3=A9?= =?utf-8?b?Y3LDqG1l?= menu"
parts = decode_header(subject)
print(parts)
print(str(make_header(parts)))
print(decode_header("plain ascii subject"))
print(decode_header("Re: =?ISO-8859-1?Q?Andr=E9?= Pirard"))
decoded = "".join(t.decode(c or "ascii") if isinstance(t, bytes) else t for t, c in parts)
print(decoded)
h = Header("Résumé attached", "utf-8")
print(h.encode(), str(h))
print(Header("plain").encode(), Header("plain") == "plain")
long = Header("é" * 60, "utf-8")
print(long.encode())
