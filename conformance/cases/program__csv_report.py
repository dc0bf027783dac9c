raw = """name,dept,salary,years
Alice,Engineering,120000,5
Bob,Sales,65000,2
Carol,Engineering,135000,8
Dan,Marketing,70000,3
Eve,Sales,72000,6
Frank,Engineering,98000,1"""
lines = raw.strip().split('\n')
header = lines[0].split(',')
rows = []
for line in lines[1:]:
    rec = dict(zip(header, line.split(',')))
    rec['salary'] = int(rec['salary'])
    rec['years'] = int(rec['years'])
    rows.append(rec)
by_dept = {}
for r in rows:
    by_dept.setdefault(r['dept'], []).append(r)
print(f"{'Dept':<12}{'Count':>6}{'Avg':>12}{'Max':>10}")
print('-' * 40)
for dept in sorted(by_dept):
    staff = by_dept[dept]
    avg = sum(s['salary'] for s in staff) / len(staff)
    top = max(staff, key=lambda s: s['salary'])
    print(f'{dept:<12}{len(staff):>6}{avg:>12,.1f}{top["name"]:>10}')
senior = sorted((r for r in rows if r['years'] >= 3), key=lambda r: (-r['years'], r['name']))
print('Senior:', ', '.join(f"{r['name']}({r['years']})" for r in senior))
total = sum(r['salary'] for r in rows)
print(f'Total payroll: ${total:,}')
