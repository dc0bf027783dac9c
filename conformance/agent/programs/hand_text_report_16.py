# Write a plain-text report with textwrap, string.Template, pprint and aligned columns.
import pprint
import string
import textwrap
from collections import OrderedDict

docs = search_docs("the")
print(f"{len(docs)} documents mention 'the'")
header = string.Template("Report for $team ($count docs) -- ${when}")
print(header.substitute(team="platform", count=len(docs), when="2024-03-15"))
print(header.safe_substitute(team="design"))
try:
    header.substitute(team="x")
except KeyError as exc:
    print("missing placeholder:", exc)

for d in docs:
    print(f"== {d['title'].upper():^30} ==")
    print(textwrap.indent(textwrap.fill(d["body"], width=44), "   | "))
    print("   tags:", ", ".join(sorted(d["tags"])))

summary = OrderedDict((d["id"], {"title": d["title"], "words": len(d["body"].split()),
                                 "tags": d["tags"]}) for d in docs)
pprint.pprint(dict(summary), width=60, sort_dicts=False)
print(pprint.pformat(list(range(30)), compact=True, width=40))
block = """
    Dear team,
        the quarterly numbers are in.
    Regards
"""
print(repr(textwrap.dedent(block)))
print(textwrap.wrap("a " * 30, 20)[:2], textwrap.shorten("The quick brown fox jumps", 15))
table = [("id", "title", "words")] + [(k, v["title"], str(v["words"])) for k, v in summary.items()]
widths = [max(len(row[i]) for row in table) for i in range(3)]
for row in table:
    print(" | ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths))))
print(string.capwords("hello   world-wide web"), string.ascii_lowercase[:5], string.punctuation[:6])
print("{:>8}|{:<8}|{:^8}|{:08.3f}|{:+d}|{:x}|{:,}".format("r", "l", "c", 3.14159, 5, 255, 1234567))
