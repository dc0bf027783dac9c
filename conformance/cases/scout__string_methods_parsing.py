raw = """Name: John Doe
Email:  john@example.com
Phone: +1 (555) 123-4567
Tags: python, data ,  ml,
Address: 123 Main St
  Apt 4
"""
record, last = {}, None
for line in raw.splitlines():
    if line.startswith("  ") and last:
        record[last] += " " + line.strip()
        continue
    key, sep, value = line.partition(":")
    if sep:
        last = key.strip().lower()
        record[last] = value.strip()
record["tags"] = [t.strip() for t in record["tags"].split(",") if t.strip()]
record["phone_digits"] = "".join(ch for ch in record["phone"] if ch.isdigit())
print(record)
print(record["email"].split("@"), record["name"].split(maxsplit=1), "john doe".title(), "JOHN".lower().capitalize())
print("{:>20}".format(record["name"]), record["name"].center(20, "*"), record["name"].rjust(12, "."))
print("a-b_c d".replace("-", " ").replace("_", " ").split(), ",".join(map(str, [1, 2, 3])))
csv_line = 'x, "quoted, value", y'
print(csv_line.split(","), csv_line.count('"'), csv_line.find("quoted"), csv_line.rfind(","))
print("CamelCaseString".casefold(), "snake_case_here".split("_"), "".join(w.capitalize() for w in "snake_case_here".split("_")))
print("tab\tsep".split("\t"), "  x  ".lstrip(), "  x  ".rstrip() + "|", "xxhixx".strip("x"), "hello"[1:-1], "abc" * 2)
print("%s" % "ok", "Hello {0}, {0}!".format("you"), "a".isupper(), "3.14".replace(".", "", 1).isdigit(), str(12).isnumeric())
print(ord("A"), chr(97), "é".encode(), len("😀"), "😀".encode("utf-16-le"), ascii("naïve"), repr("it's"))
print(record["fax"])
