def insert(node, key):
    if node is None:
        return {'key': key, 'left': None, 'right': None}
    side = 'left' if key < node['key'] else 'right'
    node[side] = insert(node[side], key)
    return node
def inorder(node):
    return [] if node is None else inorder(node['left']) + [node['key']] + inorder(node['right'])
def height(node):
    return 0 if node is None else 1 + max(height(node['left']), height(node['right']))
def contains(node, key):
    while node is not None:
        if key == node['key']:
            return True
        node = node['left'] if key < node['key'] else node['right']
    return False
root = None
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root = insert(root, k)
print(inorder(root))
print('height', height(root))
print([contains(root, k) for k in (45, 55, 80)])
def paths(node, prefix=()):
    if node is None:
        return []
    p = prefix + (node['key'],)
    if node['left'] is None and node['right'] is None:
        return [p]
    return paths(node['left'], p) + paths(node['right'], p)
for p in paths(root):
    print(' -> '.join(map(str, p)))
