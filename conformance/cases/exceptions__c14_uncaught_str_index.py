s = "key=value"
print(s.index("="))
s.index(":")
