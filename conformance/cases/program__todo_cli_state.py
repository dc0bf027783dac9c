import json
from dataclasses import dataclass, field, asdict

@dataclass
class Task:
    id: int
    title: str
    done: bool = False
    tags: list = field(default_factory=list)

class TodoList:
    def __init__(self):
        self.tasks = {}
        self.next_id = 1

    def add(self, title, *tags):
        t = Task(self.next_id, title, tags=list(tags))
        self.tasks[t.id] = t
        self.next_id += 1
        return t.id

    def complete(self, task_id):
        try:
            self.tasks[task_id].done = True
        except KeyError:
            raise KeyError(f"no task #{task_id}") from None

    def remove(self, task_id):
        return self.tasks.pop(task_id)

    def query(self, *, done=None, tag=None):
        return [t for t in self.tasks.values()
                if (done is None or t.done == done) and (tag is None or tag in t.tags)]

    def dump(self):
        return json.dumps([asdict(t) for t in self.tasks.values()], sort_keys=True)

todo = TodoList()
for title, tags in [("write report", ["work"]), ("buy milk", ["home"]), ("call bob", ["work", "phone"])]:
    todo.add(title, *tags)
todo.complete(1)
print([t.title for t in todo.query(done=False)], [t.id for t in todo.query(tag="work")])
print(todo.remove(2))
try:
    todo.complete(9)
except KeyError as e:
    print("KeyError:", e)
print(todo.dump())
restored = [Task(**d) for d in json.loads(todo.dump())]
print(restored == list(todo.tasks.values()))
