def summarize(text, max_words=10, *, suffix="..."):
    words = text.split()
    return " ".join(words[:max_words]) + (suffix if len(words) > max_words else "")

print(summarize("a b c d", 2))
print(summarize("a b", suffix="!"))
try:
    summarize("a", 1, "x")
except TypeError as e:
    print(e)
try:
    summarize()
except TypeError as e:
    print(e)
try:
    summarize("a", maxwords=3)
except TypeError as e:
    print(e)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
try:
    sorted([1, "a"])
except TypeError as e:
    print(e)
try:
    int(None)
except TypeError as e:
    print(e)
try:
    [1, 2][None]
except TypeError as e:
    print(e)
try:
    {}[[1]]
except TypeError as e:
    print(e)
try:
    None()
except TypeError as e:
    print(e)
try:
    "x".join([1, 2])
except TypeError as e:
    print(e)
summarize("a", 1, 2, 3)
