jobs = [('build', 3), ('test', 5), ('lint', 1), ('deploy', 2), ('docs', 4)]
workers = {'w1': None, 'w2': None}
pending = list(jobs)
clock = 0
done = []
while pending or any(workers.values()):
    for w in sorted(workers):
        job = workers[w]
        if job is not None:
            name, remaining = job
            if remaining == 0:
                done.append((clock, w, name))
                workers[w] = None
    for w in sorted(workers):
        if workers[w] is None and pending:
            workers[w] = list(pending.pop(0))
    for w in sorted(workers):
        if workers[w] is not None:
            workers[w][1] -= 1
    clock += 1
    if clock > 50:
        break
for t, w, name in done:
    print(f't={t:2d} {w} finished {name}')
print('total time', clock - 1)
