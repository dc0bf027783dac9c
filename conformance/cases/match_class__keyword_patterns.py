class User:
    def __init__(self, name, role, active=True):
        self.name, self.role, self.active = name, role, active
def access(u):
    match u:
        case User(role='admin', active=True):
            return f'{u.name}: full access'
        case User(role='admin'):
            return f'{u.name}: admin but inactive'
        case User(name=str(n), role=r) if r in ('dev', 'ops'):
            return f'{n}: limited ({r})'
        case User():
            return f'{u.name}: none'
for u in [User('ann', 'admin'), User('bob', 'admin', False), User('cy', 'dev'), User('di', 'guest')]:
    print(access(u))
