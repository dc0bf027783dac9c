def read_lines(text):
    for line in text.splitlines():
        yield line

def strip_comments(lines):
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            yield line

def parse_pairs(lines):
    for n, line in enumerate(lines, 1):
        key, sep, value = line.partition("=")
        if not sep:
            raise ValueError(f"line {n}: missing '=' in {line!r}")
        yield key.strip(), value.strip()

def batched(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

source = """# settings
name = demo
  # indented comment
mode = fast  # trailing
retries=3
level = 2
"""
pipeline = parse_pairs(strip_comments(read_lines(source)))
for group in batched(pipeline, 2):
    print(group)
gen = read_lines("a\nb")
print(next(gen), next(gen), next(gen, "done"))
print(dict(parse_pairs(["x=1", "y = 2"])))
list(parse_pairs(strip_comments(read_lines("ok=1\nbroken line\n"))))
