# Checking identifiers against Python's keywords
import keyword

names = ["class", "klass", "match", "case", "None", "print", "async", "_", "type", "lambda"]
for n in names:
    print(n, keyword.iskeyword(n), keyword.issoftkeyword(n), n.isidentifier())
safe = [n + "_" if keyword.iskeyword(n) else n for n in names]
print(safe)
print(len(keyword.kwlist), sorted(keyword.softkwlist), "for" in keyword.kwlist)
