import re
print(re.findall(r"\d+", "a1b22"))
re.compile(r"[a-")
