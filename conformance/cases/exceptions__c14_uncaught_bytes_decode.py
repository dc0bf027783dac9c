data = "naïve".encode("latin-1")
print(data.decode("latin-1"))
data.decode("utf-8")
