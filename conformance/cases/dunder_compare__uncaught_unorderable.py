class Task:
    def __init__(self, p):
        self.p = p
tasks = [Task(3), Task(1)]
print(len(tasks))
print(sorted(tasks))
