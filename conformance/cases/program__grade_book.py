scores = {
    'ann': [88, 92, 79, 95],
    'ben': [72, 65, 80],
    'cat': [95, 98, 100, 91, 97],
    'dov': [],
}
def letter(avg):
    for cutoff, grade in [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')]:
        if avg >= cutoff:
            return grade
    return 'F'
report = []
for student, marks in scores.items():
    try:
        avg = sum(marks) / len(marks)
    except ZeroDivisionError:
        report.append((student, None, 'N/A'))
        continue
    report.append((student, round(avg, 2), letter(avg)))
for name, avg, grade in sorted(report, key=lambda r: (r[1] is None, -(r[1] or 0))):
    avg_s = f'{avg:6.2f}' if avg is not None else '   ---'
    print(f'{name.title():<5}{avg_s} {grade}')
dist = {}
for _, _, g in report:
    dist[g] = dist.get(g, 0) + 1
print(dict(sorted(dist.items())))
