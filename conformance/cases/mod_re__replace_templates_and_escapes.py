import re

print(re.sub(r"(\d+)-(\d+)", r"\2-\1", "10-20 and 3-4"))
print(re.sub(r"(?P<first>\w+) (?P<last>\w+)", r"\g<last>, \g<first>", "Ada Lovelace"))
print(re.sub(r"(\w+)", r"\g<1>_x", "a b"), re.sub(r"a", r"\\", "banana"), re.sub("x", "\\n", "axb") == "a\nb")
print(re.sub(r"\s+", lambda m: " " if "\n" not in m.group() else "\n", "a  b\n\n c"))
print(re.sub(r"", "-", "abc"), re.sub(r"x*", "-", "abxd"), re.split(r"x*", "axbc"))
print(re.escape("a.b*c"), re.sub(re.escape("1+1"), "two", "1+1=2"))
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    print("re.error:", e)
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e.msg, e.pos)
print(re.sub(r"(?i)(cat)", lambda m: m.group(1).swapcase(), "Cat cAT dog"))
print(re.subn(r"o", "0", "foo boo"), re.sub(r"^\s+|\s+$", "", "  trim me  "))
