import re

text = "price: $42, cost: $7.50, total USD 100, ref #123"
print(re.findall(r"(?<=\$)\d+(?:\.\d+)?", text))
print(re.findall(r"\b\d+\b(?!\.\d)", text))
print(re.findall(r"(?<!\$)\b\d{3}\b", text))
print(re.sub(r"(?=\d{3}$)", ",", "1234"))
passwords = ["abc123", "Secret99", "NoDigits", "short1A"]
strong = re.compile(r"^(?=.*[A-Z])(?=.*\d)(?=.{8,}).*$")
print([p for p in passwords if strong.match(p)])
print(re.findall(r"\b(\w+)\s+\1\b", "the the cat sat sat on the mat mat"))
print(re.sub(r"(\w)\1", r"<\1\1>", "aabbcd eef"))
m = re.search(r"(?P<q>['\"])(?P<body>.*?)(?P=q)", "say 'hi there' now")
print(m.group("body"), m.span("body"), m.groupdict())
print(re.split(r"(?<=[.!?])\s+", "One. Two! Three? Four"))
print(re.sub(r"(?i)hello", "bye", "Hello HELLO hello"))
print(re.fullmatch(r"(?x) \d{3} - \d{4}  # phone", "555-1234") is not None)
