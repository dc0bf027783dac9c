class TaskError(Exception):
    pass
errs = []
for i in range(3):
    e = TaskError(f'task {i}')
    e.add_note(f'retry #{i}')
    errs.append(e)
try:
    raise ExceptionGroup('tasks', errs)
except* TaskError as eg:
    for ex in eg.exceptions:
        print(ex, ex.__notes__)
