db = {'users': {'ann': {'age': 30, 'tags': ['a']}, 'bob': {'age': 25, 'tags': []}}}
db['users']['ann']['tags'].append('b')
db['users']['cy'] = {'age': 40, 'tags': ['x']}
for name, info in db['users'].items():
    print(name, info['age'], info['tags'])
print(sum(u['age'] for u in db['users'].values()))
print(db['users']['dan']['age'])
