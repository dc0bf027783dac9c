import textwrap
import string

ARTICLE = """
    The quick brown fox jumps over the lazy dog. Pack my box with five dozen
    liquor jugs!  How vexingly quick daft zebras jump; the five boxing wizards
    jump quickly.   Sphinx of black quartz, judge my vow.
"""

body = textwrap.dedent(ARTICLE).strip()
print(repr(body[:40]))
for width in (30, 45):
    print(f"--- width {width} ---")
    for i, line in enumerate(textwrap.wrap(body, width=width), 1):
        print(f"{i:02d}|{line:<{width}}|")
print(textwrap.fill(body, width=50, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(body, width=60, placeholder=" [...]"))
print(textwrap.indent("alpha\n\nbeta\ngamma", "  # "))
print(textwrap.indent("alpha\n\nbeta", "+ ", predicate=lambda ln: True))

words = body.split()
caps = string.capwords(" ".join(words[:6]))
print(caps)
punct = str.maketrans("", "", string.punctuation)
clean = body.translate(punct).lower()
freq = {}
for w in clean.split():
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(top)
letters = set(c for c in clean if c in string.ascii_lowercase)
print("pangram:", letters == set(string.ascii_lowercase), len(letters))

t = string.Template("Dear $name, your order #$order ships ${when}.")
print(t.substitute(name="Ada", order=1042, when="Tuesday"))
print(t.safe_substitute(name="Bob"))
try:
    t.substitute(name="Cy")
except KeyError as e:
    print("missing:", e)

box_w = 36
print("+" + "-" * (box_w - 2) + "+")
for line in textwrap.wrap("Sphinx of black quartz, judge my vow. " * 2, box_w - 4):
    print(f"| {line.center(box_w - 4)} |")
print("+" + "-" * (box_w - 2) + "+")
print(textwrap.wrap("supercalifragilisticexpialidocious", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious", 10, break_long_words=False))
print("tabs:", "a\tb\tc".expandtabs(4), "|", textwrap.fill("x\ty", 20, tabsize=3))
