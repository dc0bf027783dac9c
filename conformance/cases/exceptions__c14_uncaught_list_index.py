queue = ["a", "b"]
print(queue.index("b"))
queue.index("z")
