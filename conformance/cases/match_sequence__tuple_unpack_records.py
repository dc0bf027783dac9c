records = [('alice', 30, 'NYC'), ('bob', 25), ('carol',), ('dave', 40, 'LA', 'extra')]
for r in records:
    match r:
        case (name, age, city):
            print(f'{name} ({age}) from {city}')
        case (name, age):
            print(f'{name} ({age})')
        case (name,):
            print(f'{name} only')
        case (name, *others):
            print(f'{name} +{len(others)}')
