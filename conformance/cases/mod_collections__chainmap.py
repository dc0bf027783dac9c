from collections import ChainMap
defaults = {'color': 'red', 'user': 'guest', 'size': 1}
env = {'user': 'admin'}
cli = {'size': 3}
cm = ChainMap(cli, env, defaults)
print(cm['color'], cm['user'], cm['size'])
print(sorted(cm.items()))
cm['color'] = 'blue'
print(cli, defaults['color'])
child = cm.new_child({'user': 'root'})
print(child['user'], cm['user'], len(child.maps))
print(dict(cm.parents))
