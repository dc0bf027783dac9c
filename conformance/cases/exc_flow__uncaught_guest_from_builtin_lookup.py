class MissingItem(LookupError):
    pass
inventory = {'apple': 3}
def take(name):
    if name not in inventory:
        raise MissingItem(name)
    return inventory[name]
print(take('apple'))
take('pear')
