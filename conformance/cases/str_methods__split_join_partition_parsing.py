header = "Content-Type: text/html; charset=UTF-8; boundary=xyz"
name, _, value = header.partition(":")
mime, *params = [p.strip() for p in value.split(";")]
print(name, mime, dict(p.split("=", 1) for p in params))
query = "a=1&b=two&c=&d=x=y"
print({k: v for k, v in (p.split("=", 1) for p in query.split("&"))})
path = "/usr/local/lib/python3.11/site-packages"
print(path.split("/"), path.rsplit("/", 2), path.strip("/").split("/", 1))
csv_line = "  alpha , beta,gamma  ,, delta "
print([f.strip() for f in csv_line.split(",")], list(filter(None, map(str.strip, csv_line.split(",")))))
text = "line one\r\nline two\nline three\rline four"
print(text.splitlines(), text.splitlines(keepends=True)[:2], "a\n\nb".split("\n"))
print("  many   spaces here ".split(), "a-b_c d".replace("-", " ").replace("_", " ").split())
print("-".join(["2024", "03", "05"]), ", ".join(map(str, range(5))), "".join(reversed("stressed")))
words = "the rain in spain stays mainly".split()
print(" ".join(w.capitalize() for w in words), max(words, key=len), "ain" in words[1])
print("k1=v1;k2=v2".split(";")[1].split("=")[1], "x".join(""), "abc".split("abc"), "".split(","))
