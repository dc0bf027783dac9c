stack = []
for op in ['push 1', 'push 2', 'pop', 'push 3', 'push 4', 'pop', 'pop', 'pop']:
    parts = op.split()
    if parts[0] == 'push':
        stack.append(int(parts[1]))
        print('pushed', parts[1], stack)
    else:
        try:
            print('popped', stack.pop(), stack)
        except IndexError as e:
            print('error', e)
queue = list('abc')
queue.append('d')
print(queue.pop(0), queue.pop(0), queue)
